/** Named periodic jobs (issue 37 point 3, docs/adr/0107). */

/** How a finished run ended; 'abandoned': its lease expired before it finished (the process died). */
export type JobOutcome = 'succeeded' | 'failed' | 'abandoned';

/** What started a run: a runner's tick, a cron request, an admin. */
export type JobTrigger = 'schedule' | 'cron' | 'manual';

/** How often the in-process runner looks for due jobs unless JOBS_TICK_MS says otherwise. */
export const JOBS_DEFAULT_TICK_MS = 30_000;

/**
 * How long a claim holds a job without news from its holder. The holder renews it every
 * JOB_HEARTBEAT_MS while the job runs, so only a holder that died (or lost the database) lets it
 * expire; the job is claimed again at most this long after.
 */
export const JOB_LEASE_MS = 2 * 60_000;
export const JOB_HEARTBEAT_MS = 30_000;

/** A failed job is tried again after 30 s, then 1, 2, 4 ... minutes, never more than an hour. */
export const JOB_BACKOFF_BASE_MS = 30_000;
export const JOB_BACKOFF_MAX_MS = 60 * 60_000;

/** Runs older than this are deleted when a run of the same job finishes. */
export const JOB_RUNS_KEPT_DAYS = 30;

/** The shortest CRON_SECRET accepted: a bearer secret on an open endpoint must not be guessable. */
export const CRON_SECRET_MIN_LENGTH = 16;

/** `POST /api/cron/due` runs every due job: the path the in-process runner and a single cron entry call. */
export const CRON_ALL_DUE_JOBS = 'due';
