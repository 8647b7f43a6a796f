import 'server-only';
import { hostname } from 'node:os';
import { JOB_HEARTBEAT_MS, JOB_LEASE_MS, JOB_RUNS_KEPT_DAYS, type JobTrigger } from '@/lib/constants/jobs';
import type { Db } from '@/lib/server/db/client';
import type { JobRunResult, JobView } from '@/lib/admin/jobs';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { AdminSession } from '@/lib/server/auth';
import { getLogger } from '@/lib/server/log';
import { notifyTeam } from '@/lib/server/notifications';
import { claimJob, ensureJobRows, finishRun, readJobRows, renewLease } from './repository';
import { backoffMs, describeSchedule, firstRunAt, nextRunAfter, type JobSchedule } from './schedule';

const log = getLogger('jobs');
const DAY_MS = 24 * 60 * 60 * 1000;

interface JobContext {
  /** The run's start (tests move it; jobs use it as "now"). */
  now: Date;
  /** When the last successful run started: the end of the work it covered. Null before the first. */
  lastSuccessAt: Date | null;
}

export interface JobDefinition {
  name: string;
  schedule: JobSchedule;
  /** The work. What it returns is recorded with the run (e.g. `{ purged: 3 }`); a throw is a failure. */
  run: (db: Db, context: JobContext) => Promise<Record<string, unknown> | void>;
}

const JOB_MESSAGES = {
  unknown: (name: string) => `No job named "${name}"`,
  running: (name: string) => `The job "${name}" is running now; try again when it has finished`,
} as const;

/** This process, as job_runs records it. */
function instanceName(): string {
  return `${hostname()}:${process.pid}`;
}

function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function ensureRows(db: Db, definitions: readonly JobDefinition[], now: Date): Promise<void> {
  await ensureJobRows(
    db,
    definitions.map((d) => ({ name: d.name, nextRunAt: firstRunAt(d.schedule, now) })),
  );
}

/**
 * Runs `definition` once if this caller wins the claim (see claimJob): null when another run holds
 * the job or, unless `force`, it is not due. The lease is renewed while the job runs; the outcome,
 * the error and the next run time (the schedule's after a success, a backoff after a failure) are
 * recorded whatever happens. Never throws for the job's own failure.
 */
export async function runJob(
  db: Db,
  definition: JobDefinition,
  options: { trigger: JobTrigger; now?: Date; force?: boolean; instance?: string },
): Promise<JobRunResult | null> {
  const startedAt = options.now ?? new Date();
  const { name, schedule } = definition;
  const claim = await claimJob(db, {
    name,
    trigger: options.trigger,
    instance: options.instance ?? instanceName(),
    now: startedAt,
    leaseUntil: new Date(startedAt.getTime() + JOB_LEASE_MS),
    force: options.force ?? false,
  });
  if (!claim) return null;
  // Elapsed time is measured on the process clock and added to `startedAt`, so a test's clock holds.
  const t0 = Date.now();
  const at = () => new Date(startedAt.getTime() + (Date.now() - t0));
  const heartbeat = setInterval(() => {
    renewLease(db, { name, runId: claim.runId, leaseUntil: new Date(at().getTime() + JOB_LEASE_MS) }).catch(
      (err: unknown) => log.warn({ err }, `[jobs] ${name}: could not renew the lease`),
    );
  }, JOB_HEARTBEAT_MS);
  heartbeat.unref();
  let outcome: JobRunResult['outcome'] = 'succeeded';
  let error: string | null = null;
  let detail: Record<string, unknown> | null = null;
  try {
    detail = (await definition.run(db, { now: startedAt, lastSuccessAt: claim.lastSuccessAt })) ?? null;
  } catch (err) {
    outcome = 'failed';
    error = describeError(err);
    log.error({ err }, `[jobs] ${name} failed: ${error}`);
  } finally {
    clearInterval(heartbeat);
  }
  const finishedAt = at();
  const failures = outcome === 'succeeded' ? 0 : claim.failures + 1;
  const nextRunAt =
    outcome === 'succeeded'
      ? nextRunAfter(schedule, startedAt)
      : new Date(finishedAt.getTime() + backoffMs(failures, schedule));
  await finishRun(db, {
    name,
    runId: claim.runId,
    startedAt,
    finishedAt,
    outcome,
    error,
    detail,
    failures,
    nextRunAt,
    pruneRunsBefore: new Date(startedAt.getTime() - JOB_RUNS_KEPT_DAYS * DAY_MS),
  });
  // The admins hear of the first failure after a success, not of every retry of a job that stays down.
  if (outcome === 'failed' && failures === 1)
    notifyTeam(db, { event: 'job-failed', job: name, error: error ?? '' });
  return {
    job: name,
    runId: claim.runId,
    trigger: options.trigger,
    outcome,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    error,
    detail,
    nextRunAt: nextRunAt.toISOString(),
  };
}

/** Runs every due job (at the same time: each has its own claim); the runs this caller won. */
export async function runDueJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  options: { trigger: JobTrigger; now?: Date; instance?: string },
): Promise<JobRunResult[]> {
  const now = options.now ?? new Date();
  await ensureRows(db, definitions, now);
  const runs = await Promise.all(definitions.map((d) => runJob(db, d, { ...options, now })));
  return runs.filter((r): r is JobRunResult => r !== null);
}

function findDefinition(definitions: readonly JobDefinition[], name: string): JobDefinition {
  const definition = definitions.find((d) => d.name === name);
  if (!definition) throw new NotFoundError(JOB_MESSAGES.unknown(name));
  return definition;
}

/** `POST /api/cron/{job}`: runs the job if it is due; null when it is not (or runs elsewhere now). */
export async function runJobIfDue(
  db: Db,
  definitions: readonly JobDefinition[],
  name: string,
  now: Date = new Date(),
): Promise<JobRunResult | null> {
  const definition = findDefinition(definitions, name);
  await ensureRows(db, [definition], now);
  return runJob(db, definition, { trigger: 'cron', now });
}

/** `POST /api/admin/jobs/{name}/run`: runs the job now, due or not (409 while it runs), audited. */
export async function runJobNow(
  db: Db,
  definitions: readonly JobDefinition[],
  name: string,
  actor: { session: AdminSession; ipAddress: string | null },
  now: Date = new Date(),
): Promise<JobRunResult> {
  const definition = findDefinition(definitions, name);
  await ensureRows(db, [definition], now);
  const run = await runJob(db, definition, { trigger: 'manual', now, force: true });
  if (!run) throw new ConflictError(JOB_MESSAGES.running(name));
  await recordAudit(db, {
    action: AUDIT_ACTIONS.jobRun,
    adminId: actor.session.user.id,
    detail: { job: name, runId: run.runId, outcome: run.outcome, ...(run.error ? { error: run.error } : {}) },
    ipAddress: actor.ipAddress,
    at: new Date(run.finishedAt),
  });
  return run;
}

/** `GET /api/admin/jobs`: every job with its schedule, its last run and whether it runs now. */
export async function listJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  now: Date = new Date(),
): Promise<JobView[]> {
  await ensureRows(db, definitions, now);
  const rows = new Map(
    (
      await readJobRows(
        db,
        definitions.map((d) => d.name),
      )
    ).map((r) => [r.name, r]),
  );
  return definitions.map((d) => {
    const row = rows.get(d.name);
    return {
      name: d.name,
      schedule: describeSchedule(d.schedule),
      lastRunAt: row?.lastRunAt ? new Date(row.lastRunAt).toISOString() : null,
      lastOutcome: row?.lastOutcome ?? null,
      nextRunAt: new Date(row?.nextRunAt ?? firstRunAt(d.schedule, now)).toISOString(),
      running: Boolean(row?.leaseExpiresAt && new Date(row.leaseExpiresAt) > now),
    };
  });
}
