import type { JobOutcome, JobTrigger } from '@/lib/constants/jobs';

/* The jobs API's shapes (issue 37, section 3; docs/adr/0107), shared by the server and the Maintenance screen. */

/** One finished run, as the cron and manual-run answers give it. */
export interface JobRunResult {
  job: string;
  runId: number;
  trigger: JobTrigger;
  outcome: Exclude<JobOutcome, 'abandoned'>;
  startedAt: string;
  finishedAt: string;
  error: string | null;
  detail: Record<string, unknown> | null;
  nextRunAt: string;
}

/** One job as GET /api/admin/jobs lists it (the field names). */
export interface JobView {
  name: string;
  schedule: string;
  lastRunAt: string | null;
  lastOutcome: JobOutcome | null;
  nextRunAt: string;
  running: boolean;
}
