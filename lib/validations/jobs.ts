import { z } from 'zod';

/*
 * A job's name in a path (POST /api/admin/jobs/{name}/run, POST /api/cron/{job}). Only its shape is
 * checked here: a name that no job has is a 404 from the jobs domain, which holds the list.
 */
const jobName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Unknown job');

export const jobNameParams = z.object({ name: jobName });
export const cronJobParams = z.object({ job: jobName });
