import { JOB_LEASE_MS } from '@/lib/constants/jobs';
import { runDueJobsOf, runJob } from '@/lib/server/jobs';
import { captureLog } from '@/tests/helpers/log-capture';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { controllableJob, jobRow, runsOf } from './support';

const T0 = new Date('2026-03-02T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe(`the job runner [${testDbKind()}] (issue 37 point 3, ADR 0107)`, () => {
  const testDb = useTestDatabase();

  it('runs a due job once, records the run, and schedules the next from its start', async () => {
    const job = controllableJob('records-its-run', 5 * MINUTE);
    const db = testDb.get();
    const [run] = await runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: T0, instance: 'a' });
    expect(run).toMatchObject({
      job: 'records-its-run',
      trigger: 'schedule',
      outcome: 'succeeded',
      startedAt: T0.toISOString(),
      error: null,
      detail: { ok: true },
      nextRunAt: at(5 * MINUTE).toISOString(),
    });
    expect(await runsOf(db, 'records-its-run')).toMatchObject([
      { trigger: 'schedule', instance: 'a', outcome: 'succeeded', startedAt: T0, detail: { ok: true } },
    ]);
    expect(await jobRow(db, 'records-its-run')).toMatchObject({
      lastRunAt: T0,
      lastOutcome: 'succeeded',
      lastSuccessAt: T0,
      nextRunAt: at(5 * MINUTE),
      leaseRunId: null,
      leaseExpiresAt: null,
      failures: 0,
    });
    // Not due yet: nothing runs; at its time it runs again.
    expect(await runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: at(4 * MINUTE) })).toEqual(
      [],
    );
    expect(
      await runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: at(5 * MINUTE) }),
    ).toHaveLength(1);
    expect(job.calls).toEqual([T0, at(5 * MINUTE)]);
  });

  it('retries a failed job with a growing backoff (30 s, 1 min, 2 min), then back on its schedule', async () => {
    const job = controllableJob('fails-then-recovers', 60 * MINUTE);
    const db = testDb.get();
    const tick = async (now: Date) => {
      const quiet = captureLog();
      return runDueJobsOf(db, [job.definition], { trigger: 'schedule', now }).finally(() => quiet.restore());
    };
    job.fail('the mail server refused');

    const log = captureLog();
    const [first] = await runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: T0 }).finally(() =>
      log.restore(),
    );
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: '[jobs] fails-then-recovers failed: the mail server refused',
      }),
    ]);
    expect(first).toMatchObject({ outcome: 'failed', error: 'the mail server refused' });
    expect(new Date(first!.nextRunAt).getTime() - new Date(first!.finishedAt).getTime()).toBe(30 * SECOND);
    expect(await jobRow(db, 'fails-then-recovers')).toMatchObject({ failures: 1, lastOutcome: 'failed' });

    expect(await tick(at(20 * SECOND))).toEqual([]);
    const [second] = await tick(at(31 * SECOND));
    expect(second).toMatchObject({ outcome: 'failed' });
    expect(new Date(second!.nextRunAt).getTime() - new Date(second!.finishedAt).getTime()).toBe(MINUTE);
    const [third] = await tick(at(2 * MINUTE));
    expect(new Date(third!.nextRunAt).getTime() - new Date(third!.finishedAt).getTime()).toBe(2 * MINUTE);

    job.succeed();
    const [fourth] = await tick(at(5 * MINUTE));
    expect(fourth).toMatchObject({ outcome: 'succeeded', nextRunAt: at(65 * MINUTE).toISOString() });
    expect(await jobRow(db, 'fails-then-recovers')).toMatchObject({
      failures: 0,
      lastSuccessAt: at(5 * MINUTE),
    });
    expect((await runsOf(db, 'fails-then-recovers')).map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'the mail server refused'],
      ['failed', 'the mail server refused'],
      ['failed', 'the mail server refused'],
      ['succeeded', null],
    ]);
  });

  it('does not start a job that is running; takes over one whose lease expired, and the late finisher changes nothing', async () => {
    const job = controllableJob('lease-expires', 60 * MINUTE);
    const db = testDb.get();
    await runDueJobsOf(db, [], { trigger: 'schedule', now: T0 });
    const release = job.hang();
    // Instance "a" claims and hangs (as a process that died mid-run would: no finish, no renewal here,
    // since the test's clock does not move the heartbeat's real timer).
    const hung = runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: T0, instance: 'a' });
    while (job.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(await jobRow(db, 'lease-expires')).toMatchObject({ leaseExpiresAt: at(JOB_LEASE_MS) });

    // Within the lease: another instance's tick and a forced run both leave it alone.
    expect(
      await runDueJobsOf(db, [job.definition], { trigger: 'schedule', now: at(MINUTE), instance: 'b' }),
    ).toEqual([]);
    expect(await runJob(db, job.definition, { trigger: 'manual', now: at(MINUTE), force: true })).toBeNull();

    // Past it: instance "b" takes the job over; the hung run is recorded as abandoned.
    job.succeed();
    const [takeover] = await runDueJobsOf(db, [job.definition], {
      trigger: 'schedule',
      now: at(JOB_LEASE_MS + SECOND),
      instance: 'b',
    });
    expect(takeover).toMatchObject({ outcome: 'succeeded' });
    const runs = await runsOf(db, 'lease-expires');
    expect(runs.map((r) => [r.instance, r.outcome])).toEqual([
      ['a', 'abandoned'],
      ['b', 'succeeded'],
    ]);
    expect(runs[0]!.error).toMatch(/lease expired/);

    // The first run ends after all: its own row says so, the job's state stays the second run's.
    release();
    await hung;
    const after = await jobRow(db, 'lease-expires');
    expect(after).toMatchObject({ lastRunAt: at(JOB_LEASE_MS + SECOND), leaseRunId: null, failures: 0 });
    expect((await runsOf(db, 'lease-expires')).map((r) => r.outcome)).toEqual(['succeeded', 'succeeded']);
  });
});
