import 'server-only';
import { withDb } from '@/lib/server/db/client';
import { JOBS } from './catalog';
import * as runner from './runner';

/*
 * Jobs (issue 37 point 3, docs/adr/0107): named periodic work, each run once across every instance,
 * its state and runs in the database (tables jobs, job_runs). A Node host runs them from its own
 * process (in-process.ts); a serverless host from a cron request. The list is catalog.ts.
 */

export const listJobs = withDb((db, now?: Date) => runner.listJobs(db, JOBS, now));
export const runJobNow = withDb(
  (db, name: string, actor: Parameters<typeof runner.runJobNow>[3], now?: Date) =>
    runner.runJobNow(db, JOBS, name, actor, now),
);
export const runDueJobs = withDb((db, options: Parameters<typeof runner.runDueJobs>[2]) =>
  runner.runDueJobs(db, JOBS, options),
);
export const runJobIfDue = withDb((db, name: string, now?: Date) => runner.runJobIfDue(db, JOBS, name, now));

/** With a database and a list of their own: the runner as tests drive it (two instances, a failing job). */
export { runDueJobs as runDueJobsOf, runJob, type JobDefinition } from './runner';
export type { JobRunResult } from '@/lib/admin/jobs';
export { inProcessRunnerToken, startJobRunner, stopJobRunner, tickUrl } from './in-process';
