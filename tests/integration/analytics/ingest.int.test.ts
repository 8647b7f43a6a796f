import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { resetConfigForTests } from '@/lib/config';
import { EVENTS_PER_ADDRESS_PER_MINUTE } from '@/lib/constants/analytics';
import { UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import {
  bufferedAnalyticsEvents,
  flushAnalyticsEvents,
  recordAnalyticsEvent,
  rollupAnalytics,
} from '@/lib/server/analytics';
import { analyticsMarketDays } from '@/lib/server/db/schema';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  CHROME_UA,
  DAY_MS,
  dayOf,
  GOOGLEBOT_UA,
  IPHONE_UA,
  postEvent,
  resetAnalyticsAroundEachTest,
  storedEvents,
} from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

describe(`POST /api/event [${testDbKind()}] (issue 38 point 1, docs/adr/0113)`, () => {
  const testDb = useTestDatabase();
  beforeAll(() => {
    process.env.SITE_URL = 'https://ailex.example';
    resetConfigForTests();
  });
  resetAnalyticsAroundEachTest(testDb.get);

  it('answers 204 at once and writes nothing until the buffer is flushed', async () => {
    const res = await postEvent({ name: 'pageview', path: '/blog/usa/some-post', referrer: '' });
    expect(res.status).toBe(204);
    expect(await storedEvents(testDb.get())).toHaveLength(0);
    expect(bufferedAnalyticsEvents()).toHaveLength(1);
    expect(await flushAnalyticsEvents()).toEqual({ flushed: 1, pending: 0, failed: false });
    expect(await storedEvents(testDb.get())).toHaveLength(1);
  });

  it('keeps the pathname, route type, market, device, referring host and UTM, never the query', async () => {
    await postEvent(
      {
        name: 'pageview',
        path: '/blog/belgium-fr/le-bail?utm_source=news&utm_medium=email&utm_campaign=june&email=a@b.example',
        referrer: 'https://www.google.com/search?q=bail',
      },
      { headers: { 'user-agent': IPHONE_UA } },
    );
    // sendBeacon's text/plain and a client hint saying mobile; application/json is taken too.
    await postEvent(
      { name: 'pageview', path: '/tx/', referrer: 'https://ailex.example/blog' },
      { headers: { 'content-type': 'application/json', 'sec-ch-ua-mobile': '?1' } },
    );
    await postEvent({ name: 'vital', path: '/blog/usa?x=1', metric: 'LCP', value: 1234.5 });
    await flushAnalyticsEvents();
    const rows = await storedEvents(testDb.get());
    expect(rows.map((r) => [r.name, r.path, r.routeType, r.market, r.device])).toEqual([
      ['pageview', '/blog/belgium-fr/le-bail', 'article', 'be-fr', 'mobile'],
      ['pageview', '/tx', 'state', 'site', 'mobile'],
      ['vital', '/blog/usa', 'blog-index', 'usa', 'desktop'],
    ]);
    expect(rows[0]).toMatchObject({
      referrerHost: 'google.com',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'june',
    });
    // The site's own pages are no referrer; a vital has no visitor hash, a pageview has one.
    expect(rows[1]!.referrerHost).toBeNull();
    expect(rows[0]!.visitorHash).toEqual(expect.any(String));
    expect(rows[2]).toMatchObject({ visitorHash: null, metric: 'LCP', value: 1234.5 });
    expect(JSON.stringify(rows)).not.toContain('a@b.example');
  });

  it('counts a visitor once a day across several pageviews, and again the next day under a new salt', async () => {
    const db = testDb.get();
    for (const path of ['/', '/blog/usa', '/blog/usa/a-post', '/login']) {
      expect((await postEvent({ name: 'pageview', path }, { address: '192.0.2.5' })).status).toBe(204);
    }
    await postEvent({ name: 'pageview', path: '/' }, { address: '192.0.2.6' });
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY_MS);
    const sender = { address: '192.0.2.5', userAgent: CHROME_UA, optedOut: false, mobileHint: false };
    await recordAnalyticsEvent({ name: 'pageview', path: '/' }, sender, tomorrow);
    await recordAnalyticsEvent({ name: 'pageview', path: '/tx' }, sender, tomorrow);
    await flushAnalyticsEvents();
    await rollupAnalytics(db, { now: today, days: [dayOf(today), dayOf(tomorrow)] });
    const all = await db
      .select()
      .from(analyticsMarketDays)
      .where(sql`market = '*'`)
      .orderBy(analyticsMarketDays.day);
    expect(all.map((r) => [r.day, r.views, r.visitors])).toEqual([
      [dayOf(today), 5, 2],
      [dayOf(tomorrow), 2, 1],
    ]);
    const hashes = (await storedEvents(db)).map((r) => r.visitorHash);
    // The same browser's hash today and tomorrow have nothing in common.
    expect(hashes[0]).toBe(hashes[3]);
    expect(hashes[5]).toBe(hashes[6]);
    expect(hashes[5]).not.toBe(hashes[0]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': GOOGLEBOT_UA }],
    ['a headless browser', { 'user-agent': CHROME_UA.replace('Chrome/', 'HeadlessChrome/') }],
    ['no user agent', { 'user-agent': '' }],
  ])('stores nothing for %s (still 204)', async (_, headers) => {
    expect((await postEvent({ name: 'pageview', path: '/' }, { headers })).status).toBe(204);
    expect(
      (await postEvent({ name: 'vital', path: '/', metric: 'CLS', value: 0.02 }, { headers })).status,
    ).toBe(204);
    await flushAnalyticsEvents();
    expect(await storedEvents(testDb.get())).toHaveLength(0);
  });

  it.each([
    '/admin-secret-portal/dashboard',
    '/admin-secret-portal',
    '/api/health',
    '/preview/abc',
    '/_next/x',
  ])('never counts %s', async (path) => {
    expect((await postEvent({ name: 'pageview', path })).status).toBe(204);
    await flushAnalyticsEvents();
    expect(await storedEvents(testDb.get())).toHaveLength(0);
  });

  it.each([
    ['a path of the wrong type', JSON.stringify({ name: 'pageview', path: 5 }), 400],
    ['a path not starting with /', JSON.stringify({ name: 'pageview', path: 'https://x.example/' }), 400],
    ['an unknown name', JSON.stringify({ name: 'click', path: '/' }), 400],
    ['an unknown metric', JSON.stringify({ name: 'vital', path: '/', metric: 'FID', value: 1 }), 400],
    [
      'a value that is not a number',
      JSON.stringify({ name: 'vital', path: '/', metric: 'LCP', value: '1' }),
      400,
    ],
    ['malformed JSON', '{"name": "pageview", "path": "/"', 400],
    ['a bare string', '"pageview"', 400],
    ['an empty body', '', 400],
    ['a NUL byte', JSON.stringify({ name: 'pageview', path: '/\u0000' }), 400],
    ['a lone surrogate escape', '{"name":"pageview","path":"/\\ud800"}', 400],
    ['a 10 KB body', JSON.stringify({ name: 'pageview', path: `/${'a'.repeat(10_000)}` }), 413],
  ])('refuses %s with a 4xx JSON error and stores nothing', async (_, body, status) => {
    const res = await postEvent(body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(bufferedAnalyticsEvents()).toHaveLength(0);
  });

  it('refuses a body of another content type with 415', async () => {
    const res = await postEvent(JSON.stringify({ name: 'pageview', path: '/' }), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(bufferedAnalyticsEvents()).toHaveLength(0);
  });

  it("refuses another site's page (403) and takes our own", async () => {
    const body = { name: 'pageview', path: '/' };
    expect((await postEvent(body, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await postEvent(body, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(bufferedAnalyticsEvents()).toHaveLength(0);
    const own = { origin: 'https://ailex.example', 'sec-fetch-site': 'same-origin' };
    expect((await postEvent(body, { headers: own })).status).toBe(204);
    expect(bufferedAnalyticsEvents()).toHaveLength(1);
  });

  it(`takes at most ${EVENTS_PER_ADDRESS_PER_MINUTE} events a minute from one address, silently`, async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE + 15; i++) {
      statuses.add(
        (await postEvent({ name: 'pageview', path: `/blog/usa/p${i}` }, { address: '192.0.2.99' })).status,
      );
    }
    expect([...statuses]).toEqual([204]);
    // Another address is not held back by the first one's limit.
    await postEvent({ name: 'pageview', path: '/' }, { address: '192.0.2.100' });
    expect(bufferedAnalyticsEvents()).toHaveLength(EVENTS_PER_ADDRESS_PER_MINUTE + 1);
  });

  it('counts readers behind an address the proxy chain does not vouch for, without one shared limit or hash', async () => {
    const sender = {
      address: UNKNOWN_CLIENT_ADDRESS,
      userAgent: CHROME_UA,
      optedOut: false,
      mobileHint: false,
    };
    const outcomes = new Set<string>();
    for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE + 5; i++) {
      outcomes.add(await recordAnalyticsEvent({ name: 'pageview', path: `/blog/usa/p${i}` }, sender));
    }
    expect([...outcomes]).toEqual(['accepted']);
    // Every such reader would otherwise be one visitor: the views count, the readers do not.
    expect(new Set(bufferedAnalyticsEvents().map((r) => r.visitorHash))).toEqual(new Set([null]));
  });

  it('stores the client address nowhere: every text and JSON column of every table is free of it', async () => {
    const db = testDb.get();
    const address = '203.0.113.77';
    await postEvent(
      { name: 'pageview', path: '/blog/usa/a?utm_source=x', referrer: 'https://news.example/' },
      { address },
    );
    await postEvent({ name: 'vital', path: '/blog/usa/a', metric: 'INP', value: 180 }, { address });
    await postEvent({ name: 'pageview', path: '/login' }, { address });
    expect(JSON.stringify(bufferedAnalyticsEvents())).not.toContain(address);
    await flushAnalyticsEvents();
    await rollupAnalytics(db);
    expect(await storedEvents(db)).toHaveLength(3);
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [hit] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${address}%`}`,
      );
      if (hit!.n > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
  });
});

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // postgres-js answers an array of rows, PGlite an object holding them.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
