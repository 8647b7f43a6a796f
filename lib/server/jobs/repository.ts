import 'server-only';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { JobOutcome, JobTrigger } from '@/lib/constants/jobs';
import type { DbOrTx } from '@/lib/server/db/client';
import { jobRuns, jobs } from '@/lib/server/db/schema';

/** Creates the state row of each job that has none yet (a new install, a job added in a release). */
export async function ensureJobRows(db: DbOrTx, rows: { name: string; nextRunAt: Date }[]): Promise<void> {
  if (rows.length > 0) await db.insert(jobs).values(rows).onConflictDoNothing();
}

export interface Claim {
  runId: number;
  /** Failures in a row before this run, counting an abandoned run that this claim takes over. */
  failures: number;
  lastSuccessAt: Date | null;
}

const ABANDONED_ERROR =
  'the lease expired before the run finished (its process stopped or lost the database)';

/**
 * Claims `name` for one run: one UPDATE that only matches a row nobody holds (no lease, or an expired
 * one) and, unless `force`, that is due. On PostgreSQL a second instance's UPDATE waits for the first
 * one's transaction and then re-reads the row, which no longer matches: of several instances claiming
 * at once exactly one gets it. A run whose holder's lease expired is recorded as abandoned here.
 * Returns null when the job is held or not due.
 */
export function claimJob(
  db: DbOrTx,
  input: {
    name: string;
    trigger: JobTrigger;
    instance: string;
    now: Date;
    leaseUntil: Date;
    force: boolean;
  },
): Promise<Claim | null> {
  const { name, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ leaseExpiresAt: input.leaseUntil, updatedAt: now })
      .where(
        and(
          eq(jobs.name, name),
          or(isNull(jobs.leaseExpiresAt), lte(jobs.leaseExpiresAt, now)),
          input.force ? undefined : lte(jobs.nextRunAt, now),
        ),
      )
      // lease_run_id is not set by this statement: RETURNING gives the previous holder's run.
      .returning({
        previousRunId: jobs.leaseRunId,
        failures: jobs.failures,
        lastSuccessAt: jobs.lastSuccessAt,
      });
    if (!row) return null;
    let failures = row.failures;
    if (row.previousRunId !== null) {
      failures += 1;
      await tx
        .update(jobRuns)
        .set({ outcome: 'abandoned', finishedAt: now, error: ABANDONED_ERROR })
        .where(and(eq(jobRuns.id, row.previousRunId), isNull(jobRuns.outcome)));
    }
    const [run] = await tx
      .insert(jobRuns)
      .values({ jobName: name, trigger: input.trigger, instance: input.instance, startedAt: now })
      .returning({ id: jobRuns.id });
    if (!run) throw new Error('job_runs insert returned no row');
    await tx
      .update(jobs)
      .set({
        leaseRunId: run.id,
        failures,
        ...(row.previousRunId === null ? {} : { lastOutcome: 'abandoned' as const }),
      })
      .where(eq(jobs.name, name));
    return { runId: run.id, failures, lastSuccessAt: row.lastSuccessAt };
  });
}

/** Extends the lease while the run holds it; false when another run took the job over meanwhile. */
export async function renewLease(
  db: DbOrTx,
  input: { name: string; runId: number; leaseUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseExpiresAt: input.leaseUntil })
    .where(and(eq(jobs.name, input.name), eq(jobs.leaseRunId, input.runId)))
    .returning({ name: jobs.name });
  return rows.length > 0;
}

/**
 * Records how the run ended and, if it still holds the job, frees it with its next run time. A run
 * that lost its lease (it took so long that another instance took the job over) records its own row
 * only, leaving the job to the run that holds it now.
 */
export async function finishRun(
  db: DbOrTx,
  input: {
    name: string;
    runId: number;
    startedAt: Date;
    finishedAt: Date;
    outcome: Exclude<JobOutcome, 'abandoned'>;
    error: string | null;
    detail: Record<string, unknown> | null;
    failures: number;
    nextRunAt: Date;
    pruneRunsBefore: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobRuns)
      .set({ finishedAt: input.finishedAt, outcome: input.outcome, error: input.error, detail: input.detail })
      .where(eq(jobRuns.id, input.runId));
    const succeeded = input.outcome === 'succeeded';
    await tx
      .update(jobs)
      .set({
        leaseRunId: null,
        leaseExpiresAt: null,
        nextRunAt: input.nextRunAt,
        failures: input.failures,
        lastRunAt: input.startedAt,
        lastOutcome: input.outcome,
        ...(succeeded ? { lastSuccessAt: input.startedAt } : {}),
        updatedAt: input.finishedAt,
      })
      .where(and(eq(jobs.name, input.name), eq(jobs.leaseRunId, input.runId)));
    await tx
      .delete(jobRuns)
      .where(and(eq(jobRuns.jobName, input.name), lt(jobRuns.startedAt, input.pruneRunsBefore)));
  });
}

export async function readJobRows(db: DbOrTx, names: string[]) {
  return names.length === 0 ? [] : db.select().from(jobs).where(inArray(jobs.name, names));
}
