import {
  nextCacheStandIn,
  resetRevalidated,
  revalidated,
} from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { resetConfigForTests } from '@/lib/config';
import { GET as listJobsRoute } from '@/app/api/admin/jobs/route';
import { POST as runNowRoute } from '@/app/api/admin/jobs/[name]/run/route';
import { GET as cronGet, POST as cronPost } from '@/app/api/cron/[job]/route';
import { auditLog, jobs } from '@/lib/server/db/schema';
import { startJobRunner, stopJobRunner, tickUrl } from '@/lib/server/jobs';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';
import { articlePayload, createEditor, postArticle } from '@/tests/integration/blog/admin-article-api';
import { jobRow, runsOf } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

const JOB_NAMES = [
  'scheduled-publishing',
  'trash-purge',
  'expired-rows',
  'expired-preview-links',
  'revision-pruning',
  'newsletter-unconfirmed',
  'backup',
  'notification-digest',
  'mail-queue',
  'analytics-rollup',
];
const SECRET = 'cron-secret-for-the-tests-0123456789';
const MINUTE = 60_000;

const listJobs = (auth: Record<string, string>) =>
  listJobsRoute(jsonRequest('/api/admin/jobs', { headers: auth }), routeContext({}));
const runNow = (auth: Record<string, string>, name: string) =>
  runNowRoute(
    jsonRequest(`/api/admin/jobs/${name}/run`, { method: 'POST', headers: auth }),
    routeContext({ name }),
  );
const cron = (job: string, authorization?: string, method: 'POST' | 'GET' = 'POST') =>
  (method === 'POST' ? cronPost : cronGet)(
    jsonRequest(`/api/cron/${job}`, { method, headers: authorization ? { authorization } : {} }),
    routeContext({ job }),
  );

function setCronSecret(value: string | undefined): void {
  if (value === undefined) delete process.env.CRON_SECRET;
  else process.env.CRON_SECRET = value;
  resetConfigForTests();
}

describe(`jobs through the API [${testDbKind()}] (issue 37 point 3, ADR 0107)`, () => {
  const testDb = useTestDatabase();
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = (await accountWithSession(testDb.get(), 'jobs-admin@firm.example')).auth;
  });
  afterEach(() => setCronSecret(undefined));

  it('GET /api/admin/jobs lists every job with exactly the issue’s fields', async () => {
    const res = await listJobs(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { jobs: listed } = await res.json();
    expect(listed.map((j: { name: string }) => j.name)).toEqual(JOB_NAMES);
    for (const job of listed) {
      expect(Object.keys(job).sort()).toEqual(
        ['lastOutcome', 'lastRunAt', 'name', 'nextRunAt', 'running', 'schedule'].sort(),
      );
    }
    expect(listed.find((j: { name: string }) => j.name === 'backup')).toMatchObject({
      schedule: 'daily at 03:00 UTC',
      lastRunAt: null,
      lastOutcome: null,
      running: false,
    });
    expect(listed.find((j: { name: string }) => j.name === 'trash-purge')).toMatchObject({
      schedule: 'every 1 h',
    });
  });

  it('POST /api/admin/jobs/{name}/run runs it now, answers its outcome, audits it; 404 unknown, 409 while it runs', async () => {
    const res = await runNow(admin, 'expired-preview-links');
    expect(res.status).toBe(200);
    const { run } = await res.json();
    expect(run).toMatchObject({
      job: 'expired-preview-links',
      trigger: 'manual',
      outcome: 'succeeded',
      detail: { deleted: 0 },
    });
    const listed = (await (await listJobs(admin)).json()).jobs.find(
      (j: { name: string }) => j.name === 'expired-preview-links',
    );
    expect(listed).toMatchObject({ lastRunAt: run.startedAt, lastOutcome: 'succeeded', running: false });
    const audit = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'job.run'));
    expect(audit).toMatchObject([
      { detail: { job: 'expired-preview-links', runId: run.runId, outcome: 'succeeded' } },
    ]);

    expect((await runNow(admin, 'no-such-job')).status).toBe(404);
    expect(await (await runNow(admin, 'no-such-job')).json()).toEqual({
      error: 'No job named "no-such-job"',
    });
    expect((await runNow(admin, 'Bad Name!')).status).toBe(400);

    // Another run holds the lease: 409, and the list says it is running.
    await testDb
      .get()
      .update(jobs)
      .set({ leaseRunId: run.runId, leaseExpiresAt: new Date(Date.now() + MINUTE) })
      .where(eq(jobs.name, 'expired-preview-links'));
    const busy = await runNow(admin, 'expired-preview-links');
    expect(busy.status).toBe(409);
    expect((await busy.json()).error).toMatch(/running now/);
    const running = (await (await listJobs(admin)).json()).jobs.find(
      (j: { name: string }) => j.name === 'expired-preview-links',
    );
    expect(running.running).toBe(true);
    await testDb
      .get()
      .update(jobs)
      .set({ leaseRunId: null, leaseExpiresAt: null })
      .where(eq(jobs.name, 'expired-preview-links'));
  });

  it('POST /api/cron/{job}: 503 without CRON_SECRET, 401 without the right bearer, 404 for an unknown job', async () => {
    setCronSecret(undefined);
    const off = await cron('trash-purge', `Bearer ${SECRET}`);
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({ error: 'Cron requests are off: CRON_SECRET is not set' });

    setCronSecret(SECRET);
    for (const authorization of [undefined, 'Bearer wrong-secret-wrong-secret', SECRET, `Basic ${SECRET}`]) {
      const res = await cron('trash-purge', authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="cron"');
    }
    // The job's name is not told before the secret is right.
    expect((await cron('no-such-job')).status).toBe(401);
    const unknown = await cron('no-such-job', `Bearer ${SECRET}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No job named "no-such-job"' });
  });

  it('POST (and GET, as Vercel Cron sends) /api/cron/{job} runs a due job once; not due: no run', async () => {
    setCronSecret(SECRET);
    const first = await cron('revision-pruning', `Bearer ${SECRET}`, 'GET');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    // A daily job that has never run is due at its time, not before: nothing yet.
    expect(await first.json()).toEqual({ runs: [] });

    await testDb
      .get()
      .update(jobs)
      .set({ nextRunAt: new Date(Date.now() - MINUTE) })
      .where(eq(jobs.name, 'revision-pruning'));
    const due = await cron('revision-pruning', `Bearer ${SECRET}`);
    expect((await due.json()).runs).toMatchObject([
      { job: 'revision-pruning', trigger: 'cron', outcome: 'succeeded' },
    ]);
    expect((await (await cron('revision-pruning', `Bearer ${SECRET}`)).json()).runs).toEqual([]);
  });

  it('the in-process runner ticks POST /api/cron/due with a token only this process knows, also without CRON_SECRET', async () => {
    setCronSecret(undefined);
    const answers: number[] = [];
    startJobRunner(20, async (url, token) => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cron\/due$/);
      const res = await cron('due', `Bearer ${token}`);
      answers.push(res.status);
    });
    try {
      while (answers.length < 2) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stopJobRunner();
    }
    expect(answers.slice(0, 2)).toEqual([200, 200]);
    // The interval jobs ran from the tick (the daily ones are not due yet).
    expect((await runsOf(testDb.get(), 'expired-rows')).map((r) => r.trigger)).toEqual(['schedule']);
    expect((await jobRow(testDb.get(), 'scheduled-publishing'))?.lastOutcome).toBe('succeeded');
    // Stopped: its token is refused like any other.
    expect((await cron('due', 'Bearer anything')).status).toBe(503);
  });

  it('ticks the address this server listens on: HOSTNAME when it names one, else the loopback', () => {
    expect(tickUrl({})).toBe('http://127.0.0.1:3000/api/cron/due');
    expect(tickUrl({ HOSTNAME: '0.0.0.0', PORT: '3001' })).toBe('http://127.0.0.1:3001/api/cron/due');
    expect(tickUrl({ HOSTNAME: '10.0.0.5', PORT: '3002' })).toBe('http://10.0.0.5:3002/api/cron/due');
    expect(tickUrl({ HOSTNAME: '::1' })).toBe('http://[::1]:3000/api/cron/due');
  });

  it('scheduled-publishing revalidates the pages of articles that came due since its last run, without a read', async () => {
    const editor = await createEditor(testDb.get(), 'scheduler@firm.example');
    const publishAt = new Date(Date.now() + 5 * MINUTE);
    const res = await postArticle(
      articlePayload(editor.categoryId, {
        slug: 'due-by-itself',
        status: 'published',
        publishedAt: publishAt.toISOString(),
      }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    setCronSecret(SECRET);
    // Last run before the due time: nothing to do.
    await testDb
      .get()
      .update(jobs)
      .set({ nextRunAt: new Date(0) })
      .where(eq(jobs.name, 'scheduled-publishing'));
    resetRevalidated();
    const before = await (await cron('scheduled-publishing', `Bearer ${SECRET}`)).json();
    expect(before.runs).toMatchObject([{ outcome: 'succeeded', detail: { articles: 0 } }]);
    expect(revalidated.paths).toEqual([]);

    // Past the due time (clock moved on the run: the job takes "now" from its caller).
    const { runJobIfDue } = await import('@/lib/server/jobs');
    const run = await runJobIfDue('scheduled-publishing', new Date(publishAt.getTime() + MINUTE));
    expect(run).toMatchObject({ outcome: 'succeeded', detail: { articles: 1 } });
    expect(revalidated.paths).toContain('/blog/due-by-itself');
  });
});
