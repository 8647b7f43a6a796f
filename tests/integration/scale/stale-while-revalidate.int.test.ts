import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { createSharedCacheHandlers } from '@/lib/server/cache/redis-cache-handler.mjs';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.mjs';
import { freePort } from '@/tests/helpers/pg-cluster';
import type { CachedRouteKind } from 'next/dist/server/response-cache/types';

// Next declares the kinds as a const enum, whose values an isolated-modules build cannot import.
const APP_PAGE = 'APP_PAGE' as CachedRouteKind.APP_PAGE;
const FETCH = 'FETCH' as CachedRouteKind.FETCH;

/**
 * Stale-while-revalidate across instances (issue 40, point 4; docs/adr/0117), on a redis-server of the
 * test's own: two handlers with one key prefix are two instances sharing one Redis. A list tag marked
 * stale keeps its pages in Redis; exactly one request, on one instance, is told to render each again
 * while every other gets the stored page; cached data under the tag is read again; a write during that
 * render makes the page stale again.
 */
const until = async (check: () => boolean) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 8000) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const LIST_TAG = 'blog:list:usa:en';
const DAY_MS = 24 * 60 * 60 * 1000;

const page = (html: string, lastModified = Date.now()) => ({
  lastModified,
  lifespan: null,
  tags: ['_N_T_/blog/usa', LIST_TAG],
  value: {
    kind: APP_PAGE,
    html,
    status: 200,
    headers: { 'x-next-cache-tags': `_N_T_/blog/usa,${LIST_TAG}` },
    rscData: undefined,
    postponed: undefined,
    segmentData: undefined,
  },
});

const htmlOf = (entry: { value: unknown } | null | undefined) =>
  entry && typeof entry.value === 'object' && entry.value && 'html' in entry.value ? entry.value.html : null;

describe('stale-while-revalidate in the shared cache', () => {
  let server: ChildProcess;
  let url: string;
  const noTags = { implicitTags: [] };

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = createClient({ url, socket: { reconnectStrategy: 50 } });
    probe.on('error', () => {});
    await probe.connect();
    await probe.close();
  });
  afterAll(async () => {
    await sharedCacheState().close?.();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    await exited;
  });

  /** Two instances' handlers over one prefix (each has its own connection and its own renders in flight). */
  async function twoInstances(prefix: string) {
    const a = createSharedCacheHandlers(url, prefix);
    await until(() => sharedCacheState().ready);
    const b = createSharedCacheHandlers(url, prefix);
    await until(() => sharedCacheState().ready);
    // Each handler's connection is ready once it answers a read.
    await a.get('/warm-up', noTags);
    await b.get('/warm-up', noTags);
    return { a, b };
  }

  it('serves the stored page after a stale mark, and tells one request on one instance to render it again', async () => {
    const { a, b } = await twoInstances('swr-one:');
    const writtenAt = Date.now() - 5000;
    await a.set('/blog/usa', page('<h1>before the publish</h1>', writtenAt));

    await a.revalidateTag(LIST_TAG, 'stale');
    // The first request to see the mark (here on B) renders again: Next is shown the page as a day old.
    const first = await b.get('/blog/usa', noTags);
    expect(htmlOf(first)).toBe('<h1>before the publish</h1>');
    expect(first!.lastModified).toBeLessThan(Date.now() - DAY_MS + 60_000);
    // Every other request, on either instance, gets the page as stored: no second render, nobody waits.
    for (const handler of [a, b, a]) {
      const other = await handler.get('/blog/usa', noTags);
      expect(htmlOf(other)).toBe('<h1>before the publish</h1>');
      expect(other!.lastModified).toBe(writtenAt);
    }

    // The render B began is written: fresh for everyone, and the next stale mark can be rendered again.
    await b.set('/blog/usa', page('<h1>after the publish</h1>'));
    for (const handler of [a, b]) {
      const fresh = await handler.get('/blog/usa', noTags);
      expect(htmlOf(fresh)).toBe('<h1>after the publish</h1>');
      expect(fresh!.lastModified).toBeGreaterThan(writtenAt);
    }
    await new Promise((r) => setTimeout(r, 5));
    await b.revalidateTag(LIST_TAG, 'stale');
    expect((await a.get('/blog/usa', noTags))!.lastModified).toBeLessThan(Date.now() - DAY_MS + 60_000);
  });

  it('reads cached data under a stale tag again (a miss), so the page rendered again shows the write', async () => {
    const { a, b } = await twoInstances('swr-data:');
    await a.set('list-usa-en', {
      lastModified: Date.now() - 1000,
      lifespan: null,
      tags: [LIST_TAG],
      value: { kind: FETCH, data: { headers: {}, body: '[]', url: '', status: 200 }, revalidate: 30 },
    });
    expect(await b.get('list-usa-en', noTags)).not.toBeNull();
    await a.revalidateTag(LIST_TAG, 'stale');
    expect(await b.get('list-usa-en', noTags)).toBeNull();
    expect(await a.get('list-usa-en', noTags)).toBeNull();
  });

  it('stores a page rendered again as of when its render began: a write meanwhile makes it stale again', async () => {
    const { a, b } = await twoInstances('swr-race:');
    await a.set('/blog/usa', page('<h1>v1</h1>', Date.now() - 5000));
    await a.revalidateTag(LIST_TAG, 'stale');
    const renderBegan = Date.now();
    expect((await b.get('/blog/usa', noTags))!.lastModified).toBeLessThan(renderBegan - DAY_MS + 1000);
    await new Promise((r) => setTimeout(r, 5));
    // Another publish while B renders (B's render may have read the list before it).
    await a.revalidateTag(LIST_TAG, 'stale');
    await new Promise((r) => setTimeout(r, 5));
    await b.set('/blog/usa', page('<h1>v2, maybe without the second publish</h1>'));
    const next = await a.get('/blog/usa', noTags);
    expect(htmlOf(next)).toBe('<h1>v2, maybe without the second publish</h1>');
    // Shown as old again: this request renders it once more, with the second publish.
    expect(next!.lastModified).toBeLessThan(Date.now() - DAY_MS + 60_000);
  });

  it('drops the stored page when the path rendered again is now a 404 (a 404 is never stored in its place)', async () => {
    const { a, b } = await twoInstances('swr-gone:');
    await a.set('/sitemaps/global-1.xml', page('<urlset>the last article</urlset>', Date.now() - 1000));
    await a.revalidateTag(LIST_TAG, 'stale');
    expect((await b.get('/sitemaps/global-1.xml', noTags))!.lastModified).toBeLessThan(
      Date.now() - DAY_MS + 60_000,
    );
    await b.set('/sitemaps/global-1.xml', {
      ...page('not found'),
      value: { ...page('').value, status: 404 },
    });
    expect(await a.get('/sitemaps/global-1.xml', noTags)).toBeNull();
  });

  it('still deletes on an expiring revalidation (an article page the editor opens next)', async () => {
    const { a, b } = await twoInstances('swr-expire:');
    await a.set('/blog/usa', page('<h1>cached</h1>', Date.now() - 1000));
    await b.revalidateTag(LIST_TAG);
    expect(await a.get('/blog/usa', noTags)).toBeNull();
  });
});
