import { spawn, type ChildProcess } from 'node:child_process';
import { closeRedisHealthClient, pingRedis } from '@/lib/server/cache/redis-health';
import { freePort } from '@/tests/helpers/pg-cluster';

/**
 * The health check's own Redis connection (lib/server/cache/redis-health.ts) through an outage, on a
 * redis-server of the test's own: a balancer polls the check every second or so, for as long as Redis
 * is down, and each poll used to leave a listener behind (issue 34).
 */
describe('the health check against a Redis that is down, then back', () => {
  let server: ChildProcess | undefined;
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);

  beforeAll(() => process.on('warning', onWarning));
  afterAll(async () => {
    process.off('warning', onWarning);
    await closeRedisHealthClient();
    server?.kill('SIGKILL');
  });

  it('answers false at once on every poll without piling up listeners, and true once Redis is back', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}/2`;
    // Sequential polls, then a burst: both used to add one 'ready' listener each.
    for (let i = 0; i < 15; i++) expect(await pingRedis(url)).toBe(false);
    const started = Date.now();
    expect(await Promise.all(Array.from({ length: 15 }, () => pingRedis(url)))).toEqual(
      Array(15).fill(false),
    );
    // The first connection attempt has ended: an outage is answered without waiting out the timeout.
    expect(Date.now() - started).toBeLessThan(500);
    // Node reports a listener leak on the next tick.
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual(
      [],
    );

    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    // The client retries every 2 s by itself.
    const back = Date.now();
    while (!(await pingRedis(url))) {
      expect(Date.now() - back).toBeLessThan(6000);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 20_000);
});
