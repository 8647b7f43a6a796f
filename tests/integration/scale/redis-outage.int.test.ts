import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { createSharedCacheHandlers } from '@/lib/server/cache/redis-cache-handler.mjs';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.mjs';
import { registerDatabaseProbe } from '@/lib/server/cache/outage-copies.mjs';
import { freePort } from '@/tests/helpers/pg-cluster';
import { captureLog } from '@/tests/helpers/log-capture';
import type { CachedRouteKind } from 'next/dist/server/response-cache/types';

// Next declares the kinds as a const enum, whose values an isolated-modules build cannot import.
const APP_ROUTE = 'APP_ROUTE' as CachedRouteKind.APP_ROUTE;
const APP_PAGE = 'APP_PAGE' as CachedRouteKind.APP_PAGE;

/**
 * The shared cache when Redis goes away and comes back (issue 20), on a redis-server of the test's
 * own (a free port, nothing on disk): the shared server at 6379 is never stopped.
 */
const until = async (check: () => boolean | Promise<boolean>, within = 8000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > within) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const page = (html: string, status = 200) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['_N_T_/blog/x'],
  value: { kind: APP_ROUTE, body: Buffer.from(html), status, headers: {} },
});

describe('shared cache while Redis is down', () => {
  let port: number;
  let server: ChildProcess | undefined;
  const startRedis = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: 50 } });
    probe.on('error', () => {});
    await probe.connect();
    await probe.close();
  };
  const stopRedis = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    const exited = new Promise((r) => current.once('exit', r));
    current.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
  });
  afterAll(async () => {
    await sharedCacheState().close?.();
    await stopRedis();
  });

  it('misses instead of failing, logs once per outage, and replays a missed revalidation when Redis is back', async () => {
    const log = captureLog();
    const logged = (level: string) =>
      log
        .lines()
        .filter((line) => line.level === level)
        .map((line) => String(line.msg));
    const handler = createSharedCacheHandlers(`redis://127.0.0.1:${port}`, 'test:');
    await until(() => sharedCacheState().ready);

    await handler.set('/blog/x', page('<h1>cached</h1>'));
    expect((await handler.get('/blog/x', { implicitTags: [] }))?.value).toMatchObject({ kind: 'APP_ROUTE' });
    // A 404 page is never written to the shared cache.
    await handler.set('/blog/unknown', {
      ...page('<h1>404</h1>'),
      value: {
        kind: APP_PAGE,
        html: '404',
        status: 404,
        headers: {},
        rscData: undefined,
        postponed: undefined,
        segmentData: undefined,
      },
    });
    expect(await handler.get('/blog/unknown', { implicitTags: [] })).toBeNull();

    await stopRedis();
    await until(() => !sharedCacheState().ready);
    // Every call answers at once: reads are misses (the page renders from the database), writes are skipped.
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      expect(await handler.get('/blog/x', { implicitTags: [] })).toBeNull();
      await handler.set('/blog/y', page('<h1>y</h1>'));
      expect(Date.now() - started).toBeLessThan(200);
    }
    // An edit made during the outage.
    await handler.revalidateTag('_N_T_/blog/x');
    const outageLines = logged('error').filter((msg) => msg.includes('Redis at'));
    expect(outageLines).toHaveLength(1);

    await startRedis();
    await until(() => sharedCacheState().ready);
    // The revalidation missed during the outage reached Redis once it was back (this redis-server lost
    // its data: what matters is that the tag's revalidation time is recorded for every instance).
    const probe = createClient({ url: `redis://127.0.0.1:${port}` });
    await probe.connect();
    await until(async () => (await probe.hGet('test:__revalidated_tags__', '_N_T_/blog/x')) !== null);
    await probe.close();
    expect(logged('info').some((msg) => msg.includes('Redis is reachable again'))).toBe(true);
    log.restore();
  }, 60_000);

  it("deletes a cached route handler's answer when a tag its render read is revalidated", async () => {
    await sharedCacheState().close?.();
    const handler = createSharedCacheHandlers(`redis://127.0.0.1:${port}`, 'tags:');
    await until(() => sharedCacheState().ready);
    // A sitemap file as Next hands it over: its render's unstable_cache tags in the header only.
    const sitemapFile = {
      lastModified: Date.now(),
      lifespan: null,
      tags: [],
      value: {
        kind: APP_ROUTE,
        body: Buffer.from('<urlset/>'),
        status: 200,
        headers: { 'x-next-cache-tags': 'blog,blog:sitemap' },
      },
    };
    await handler.set('/sitemaps/global-1.xml', sitemapFile);
    await handler.set('/blog/rss.xml', { ...sitemapFile, value: { ...sitemapFile.value, headers: {} } });
    expect(await handler.get('/sitemaps/global-1.xml', { implicitTags: [] })).not.toBeNull();
    // What an article save on another instance does.
    await handler.revalidateTag('blog:sitemap');
    expect(await handler.get('/sitemaps/global-1.xml', { implicitTags: [] })).toBeNull();
    expect(await handler.get('/blog/rss.xml', { implicitTags: [] })).not.toBeNull();
    // An unknown sitemap file's 404 is not written (docs/adr/0036).
    await handler.set('/sitemaps/nope.xml', { ...sitemapFile, value: { ...sitemapFile.value, status: 404 } });
    expect(await handler.get('/sitemaps/nope.xml', { implicitTags: [] })).toBeNull();
  }, 30_000);

  it('serves the last good copy of an entry a revalidation deleted, only while the database does not answer (ADR 0104)', async () => {
    await sharedCacheState().close?.();
    const handler = createSharedCacheHandlers(`redis://127.0.0.1:${port}`, 'copies:');
    await until(() => sharedCacheState().ready);
    let databaseUp = true;
    registerDatabaseProbe(async () => databaseUp);
    try {
      // As the library stores it: with a lifespan (seconds), which it checks after the handler answers.
      const now = Math.floor(Date.now() / 1000);
      const stored = {
        ...page('<h1>before</h1>'),
        lifespan: {
          lastModifiedAt: now,
          staleAt: now + 60,
          expireAt: now + 3600,
          staleAge: 60,
          expireAge: 3600,
          revalidate: 60,
        },
      };
      await handler.set('/blog/x', stored);
      expect(await handler.get('/blog/x', { implicitTags: [] })).not.toBeNull();
      // An article write on any instance deletes the entry from Redis.
      await handler.revalidateTag('_N_T_/blog/x');
      expect(await handler.get('/blog/x', { implicitTags: [] })).toBeNull();

      databaseUp = false;
      await new Promise((r) => setTimeout(r, 250));
      const before = Date.now();
      const copy = await handler.get('/blog/x', { implicitTags: [] });
      expect(copy?.value).toMatchObject({ kind: 'APP_ROUTE', body: Buffer.from('<h1>before</h1>') });
      expect(copy?.lifespan).toBeNull();
      expect(copy?.lastModified).toBeGreaterThanOrEqual(before);
      // Redis still has nothing: the copy was not written back.
      const redis = createClient({ url: `redis://127.0.0.1:${port}` });
      await redis.connect();
      expect(await redis.keys('copies:/blog/x*')).toEqual([]);
      await redis.close();

      databaseUp = true;
      await new Promise((r) => setTimeout(r, 1100));
      expect(await handler.get('/blog/x', { implicitTags: [] })).toBeNull();
    } finally {
      registerDatabaseProbe(undefined);
    }
  }, 30_000);
});
