import { GET as health } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { resetConfigForTests } from '@/lib/config';
import { closeRedisHealthClient } from '@/lib/server/cache/redis-health';
import { openPglite, setDbForTests } from '@/lib/server/db/client';
import {
  markDraining,
  markStartFailed,
  markStarted,
  markStarting,
  resetLifecycleForTests,
} from '@/lib/server/installation';
import { createMediaStorage, setMediaStorageForTests } from '@/lib/server/media';
import { freePort } from '@/tests/helpers/pg-cluster';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

/** The three answers at once: liveness, readiness and the detailed report, each with its status. */
async function probe() {
  const [l, r, h] = [live(), await ready(), await health()];
  for (const res of [l, r, h]) expect(res.headers.get('cache-control')).toBe('no-store');
  return {
    live: { status: l.status, body: await l.json() },
    ready: { status: r.status, body: await r.json() },
    health: { status: h.status, body: await h.json() },
  };
}

describe(`GET /api/health, /api/health/live, /api/health/ready [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  afterEach(async () => {
    // Whatever runs next gets a started, undrained process with the working database back.
    resetLifecycleForTests();
    setDbForTests(testDb.get());
    setMediaStorageForTests(undefined);
    delete process.env.REDIS_URL;
    resetConfigForTests();
    await closeRedisHealthClient();
  });

  it('answers ok, ready and live when every dependency answers', async () => {
    const answers = await probe();
    expect(answers.live).toEqual({ status: 200, body: { status: 'ok' } });
    expect(answers.ready).toEqual({ status: 200, body: { status: 'ready' } });
    expect(answers.health.status).toBe(200);
    expect(answers.health.body).toEqual({
      status: 'ok',
      checks: {
        server: { ok: true, started: true, draining: false },
        database: { ok: true, latencyMs: expect.any(Number) },
        cache: { ok: true, kind: 'local' },
        storage: { ok: true, kind: 'local' },
      },
      down: [],
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('is down and unready, but live, when the database does not answer', async () => {
    const broken = await openPglite(undefined);
    await broken.close();
    setDbForTests(broken.db);
    const answers = await probe();
    expect(answers.live.status).toBe(200);
    expect(answers.ready).toEqual({ status: 503, body: { status: 'unready', reason: 'database' } });
    expect(answers.health.status).toBe(503);
    expect(answers.health.body).toMatchObject({
      status: 'down',
      checks: { database: { ok: false } },
      down: ['database'],
    });
  });

  it('is down and unready, but live, while draining after SIGTERM', async () => {
    markDraining();
    const answers = await probe();
    expect(answers.live.status).toBe(200);
    expect(answers.ready).toEqual({ status: 503, body: { status: 'unready', reason: 'draining' } });
    expect(answers.health.status).toBe(503);
    expect(answers.health.body).toMatchObject({
      status: 'down',
      checks: { server: { ok: false, draining: true }, database: { ok: true } },
      down: [],
    });
  });

  it('is unready while start-up runs and after it failed, ready once it succeeded', async () => {
    markStarting();
    expect((await probe()).ready).toEqual({ status: 503, body: { status: 'unready', reason: 'starting' } });
    markStartFailed();
    const failed = await probe();
    expect(failed.ready.status).toBe(503);
    expect(failed.health.body).toMatchObject({ status: 'down', checks: { server: { started: false } } });
    markStarting();
    markStarted();
    expect((await probe()).ready.status).toBe(200);
  });

  it('is degraded (200) and still ready when Redis does not answer', async () => {
    // A port nothing listens on: connection refused, as when Redis is stopped.
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}/2`;
    resetConfigForTests();
    const answers = await probe();
    expect(answers.live.status).toBe(200);
    expect(answers.ready).toEqual({ status: 200, body: { status: 'ready' } });
    expect(answers.health.status).toBe(200);
    expect(answers.health.body).toMatchObject({
      status: 'degraded',
      checks: { cache: { ok: false, kind: 'redis' }, database: { ok: true } },
      down: ['redis'],
    });
  });

  it('is degraded (200) and still ready when image storage does not answer', async () => {
    const closed = await freePort();
    setMediaStorageForTests(
      createMediaStorage({
        supabase: { url: `http://127.0.0.1:${closed}`, serviceRoleKey: 'not-a-real-key' },
        dataDir: '.data',
      }),
    );
    const answers = await probe();
    expect(answers.ready).toEqual({ status: 200, body: { status: 'ready' } });
    expect(answers.health.status).toBe(200);
    expect(answers.health.body).toMatchObject({
      status: 'degraded',
      checks: { storage: { ok: false, kind: 'supabase' } },
      down: ['storage'],
    });
  });
});
