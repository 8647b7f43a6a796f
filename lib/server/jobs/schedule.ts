import 'server-only';
import { JOB_BACKOFF_BASE_MS, JOB_BACKOFF_MAX_MS } from '@/lib/constants/jobs';

/** When a job runs: every so often, or once a day at a UTC time ("03:00"). */
export type JobSchedule = { everyMs: number } | { dailyAtUtc: `${number}:${number}` };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first time after `from` the schedule comes round (an interval counts from `from`, the last run). */
export function nextRunAfter(schedule: JobSchedule, from: Date): Date {
  if ('everyMs' in schedule) return new Date(from.getTime() + schedule.everyMs);
  const [hours = 0, minutes = 0] = schedule.dailyAtUtc.split(':').map(Number);
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hours, minutes);
  return new Date(today > from.getTime() ? today : today + DAY_MS);
}

/** When a job with no run yet first comes due: an interval job at once, a daily one at its time. */
export function firstRunAt(schedule: JobSchedule, now: Date): Date {
  return 'everyMs' in schedule ? now : nextRunAfter(schedule, now);
}

/** The schedule as the Jobs list shows it: "every 5 min", "daily at 03:00 UTC". */
export function describeSchedule(schedule: JobSchedule): string {
  if ('dailyAtUtc' in schedule) return `daily at ${schedule.dailyAtUtc} UTC`;
  const { everyMs } = schedule;
  if (everyMs % 3_600_000 === 0) return `every ${everyMs / 3_600_000} h`;
  if (everyMs % 60_000 === 0) return `every ${everyMs / 60_000} min`;
  return `every ${everyMs / 1000} s`;
}

/**
 * The wait before trying again after `failures` failures in a row: 30 s, 1 min, 2 min ... capped at
 * an hour, and never later than the schedule's own next run (a failing daily job is not left a day).
 */
export function backoffMs(failures: number, schedule: JobSchedule): number {
  const exponential = JOB_BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(failures - 1, 20));
  const cap = 'everyMs' in schedule ? Math.min(schedule.everyMs, JOB_BACKOFF_MAX_MS) : JOB_BACKOFF_MAX_MS;
  return Math.min(exponential, cap);
}
