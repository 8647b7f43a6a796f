import { JOB_LEASE_MS } from '@/lib/constants/jobs';
import { openPostgres, type DbHandle } from '@/lib/server/db/client';
import { runDueJobsOf, type JobRunResult } from '@/lib/server/jobs';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { captureLog } from '@/tests/helpers/log-capture';
import { controllableJob, jobRow, runsOf } from './support';

// Two server instances are two processes with pools of their own on one database: here two clients of
// the test database, each ticking as its instance would. PGlite runs one transaction at a time, so a
// claim race means something on PostgreSQL only (docs/adr/0107).
requirePostgres();
jest.setTimeout(120_000);

const MINUTE = 60_000;

describe('jobs on two instances (PostgreSQL)', () => {
  const testDb = useTestDatabase();
  const instances: DbHandle[] = [];
  beforeAll(async () => {
    instances.push(await openPostgres(testDb.url(), 3), await openPostgres(testDb.url(), 3));
  });
  afterAll(async () => {
    await Promise.allSettled(instances.map((i) => i.close()));
  });

  it('runs a job exactly once per tick when both instances tick at the same instant, tick after tick', async () => {
    const job = controllableJob('once-per-tick', MINUTE);
    const [a, b] = instances as [DbHandle, DbHandle];
    const t0 = Date.now();
    for (let tick = 0; tick < 5; tick++) {
      const now = new Date(t0 + tick * MINUTE);
      const ticker = (instance: DbHandle, name: string) => () =>
        runDueJobsOf(instance.db, [job.definition], { trigger: 'schedule', now, instance: name });
      // Both instances' claims (two each, as two overlapping ticks would) wait behind a lock on the
      // jobs table, then go at once.
      const results = await raceBehindTableLock(testDb.url(), 'jobs', [
        ticker(a, 'a'),
        ticker(b, 'b'),
        ticker(a, 'a'),
        ticker(b, 'b'),
      ]);
      const runs: JobRunResult[] = results.flat();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ outcome: 'succeeded', startedAt: now.toISOString() });
    }
    expect(job.calls).toHaveLength(5);
    const recorded = await runsOf(testDb.get(), 'once-per-tick');
    expect(recorded).toHaveLength(5);
    expect(recorded.every((r) => r.outcome === 'succeeded')).toBe(true);
  });

  it('retries on the other instance a run whose instance died mid-run (its lease expired)', async () => {
    const job = controllableJob('killed-mid-run', 60 * MINUTE);
    const doomed = await openPostgres(testDb.url(), 2);
    const [survivor] = instances as [DbHandle];
    const t0 = new Date();
    const release = job.hang();
    const log = captureLog();
    const dying = runDueJobsOf(doomed.db, [job.definition], {
      trigger: 'schedule',
      now: t0,
      instance: 'doomed',
    });
    dying.catch(() => {});
    try {
      while (job.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
      // The instance dies mid-run: its connections go, nothing finishes or renews the lease.
      await doomed.close();

      job.succeed();
      // Within the lease the survivor leaves the job alone; past it, it runs it again.
      const early = new Date(t0.getTime() + JOB_LEASE_MS - 1000);
      expect(
        await runDueJobsOf(survivor.db, [job.definition], {
          trigger: 'schedule',
          now: early,
          instance: 'survivor',
        }),
      ).toEqual([]);
      const late = new Date(t0.getTime() + JOB_LEASE_MS + 1000);
      const [retry] = await runDueJobsOf(survivor.db, [job.definition], {
        trigger: 'schedule',
        now: late,
        instance: 'survivor',
      });
      expect(retry).toMatchObject({ outcome: 'succeeded' });
      expect(job.calls).toHaveLength(2);
      const runs = await runsOf(testDb.get(), 'killed-mid-run');
      expect(runs.map((r) => [r.instance, r.outcome])).toEqual([
        ['doomed', 'abandoned'],
        ['survivor', 'succeeded'],
      ]);
      expect(await jobRow(testDb.get(), 'killed-mid-run')).toMatchObject({
        lastOutcome: 'succeeded',
        leaseRunId: null,
        failures: 0,
      });
    } finally {
      release();
      await dying.catch(() => {});
      log.restore();
    }
  });
});
