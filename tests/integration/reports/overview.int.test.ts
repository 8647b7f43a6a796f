import { eq, sql } from 'drizzle-orm';
import { GET as overviewRoute } from '@/app/api/admin/reports/overview/route';
import { issueSession, createAdmin } from '@/lib/server/auth';
import { analyticsMarketDays, websiteAdmins } from '@/lib/server/db/schema';
import { readersThisWeek, reportsOverview } from '@/lib/server/reports';
import { reportsOverviewQuery } from '@/lib/validations/analytics';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { createTestDatabase, testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { edge, seedReportsWeek } from './seed';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const zeroDay = (date: string, leads: number | null = 0) => ({ date, views: 0, visitors: 0, leads });
const WEEK = '?from=2026-03-01&to=2026-03-07';

describe(`GET /api/admin/reports/overview [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let admin: Record<string, string> = {};
  let editor: Record<string, string> = {};

  beforeAll(async () => {
    const db = testDb.get();
    const session = async (email: string, role: 'admin' | 'editor') => {
      const account = await createAdmin(db, { email, name: 'Rita Reports', password: 'Passw0rdX' });
      await db.update(websiteAdmins).set({ role }).where(eq(websiteAdmins.id, account.id));
      return { authorization: `Bearer ${await issueSession(db, account)}` };
    };
    admin = await session('reports-admin@firm.example', 'admin');
    editor = await session('reports-editor@firm.example', 'editor');
    await seedReportsWeek(db);
  });

  const get = (query: string, headers = admin) =>
    overviewRoute(jsonRequest(`/api/admin/reports/overview${query}`, { headers }), routeContext({}));

  it('answers every field from the day tables and the leads, with zero days in the series', async () => {
    const res = await get(WEEK);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      market: null,
      views: 30,
      visitors: 18,
      leads: 3,
      series: [
        { date: '2026-03-01', views: 10, visitors: 6, leads: 1 },
        zeroDay('2026-03-02', 1),
        { date: '2026-03-03', views: 20, visitors: 12, leads: 1 },
        zeroDay('2026-03-04'),
        zeroDay('2026-03-05'),
        zeroDay('2026-03-06'),
        zeroDay('2026-03-07'),
      ],
      topArticles: [
        { path: '/blog/usa/alpha', title: 'Alpha in the US', views: 10, visitors: 8, leads: 2 },
        { path: '/blog/beta', title: 'Beta', views: 7, visitors: 7, leads: 1 },
        // Its article is in the trash: no title.
        { path: '/blog/usa/gone', title: null, views: 1, visitors: 1, leads: 0 },
      ],
      referrers: [
        { host: 'search.example', views: 9 },
        { host: 'news.example', views: 5 },
      ],
      campaigns: [
        { source: 'newsletter', medium: 'email', campaign: 'spring', views: 4, leads: 1 },
        { source: 'linkedin', medium: 'social', campaign: '', views: 1, leads: 1 },
      ],
      vitals: [
        {
          route: 'article',
          device: 'mobile',
          lcp: edge('LCP', 30),
          inp: null,
          cls: edge('CLS', 5),
          fcp: null,
          ttfb: null,
          samples: 4,
        },
        {
          route: 'home',
          device: 'desktop',
          lcp: null,
          inp: edge('INP', 59),
          cls: null,
          fcp: null,
          ttfb: null,
          samples: 3,
        },
      ],
    });
  });

  it('counts one market: its views, its leads, its sources and vitals only', async () => {
    const body = await (await get(`${WEEK}&market=usa`)).json();
    expect(body.market).toBe('usa');
    expect([body.views, body.visitors, body.leads]).toEqual([4, 3, 2]);
    expect(body.series.slice(0, 3)).toEqual([
      { date: '2026-03-01', views: 4, visitors: 3, leads: 1 },
      zeroDay('2026-03-02'),
      zeroDay('2026-03-03', 1),
    ]);
    expect(body.topArticles.map((a: { path: string; leads: number }) => [a.path, a.leads])).toEqual([
      ['/blog/usa/alpha', 2],
      ['/blog/usa/gone', 0],
    ]);
    expect(body.referrers).toEqual([{ host: 'news.example', views: 3 }]);
    expect(body.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', views: 4, leads: 1 },
    ]);
    expect(body.vitals.map((v: { route: string }) => v.route)).toEqual(['article']);
  });

  it('gives an editor readership with no lead number anywhere', async () => {
    const res = await get(WEEK, editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.views).toBe(30);
    expect(body.leads).toBeNull();
    expect(body.series.every((d: { leads: unknown }) => d.leads === null)).toBe(true);
    expect(body.topArticles.every((a: { leads: unknown }) => a.leads === null)).toBe(true);
    expect(body.campaigns.every((c: { leads: unknown }) => c.leads === null)).toBe(true);
  });

  it('does not read the lead tables at all for an editor', async () => {
    // A database of its own whose lead tables are gone: an admin's overview fails, an editor's does not.
    const bare = await createTestDatabase();
    try {
      for (const table of ['early_access_requests', 'contact_messages', 'newsletter_subscribers'])
        await bare.db.execute(sql.raw(`alter table ${table} rename to ${table}_hidden`));
      const query = reportsOverviewQuery.parse({ from: '2026-03-01', to: '2026-03-07' });
      expect((await reportsOverview(bare.db, query, 'editor')).leads).toBeNull();
      await expect(reportsOverview(bare.db, query, 'admin')).rejects.toThrow();
    } finally {
      await bare.close();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await get(WEEK, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['?from=2026-03-07&to=2026-03-01', 'Invalid range: from must not be after to'],
    ['?from=2025-01-01&to=2026-02-04', 'Invalid range: at most 366 days'],
    ['?from=2026-02-30', 'Invalid from: no such date'],
    ['?to=2026-3-1', 'Invalid to: expected a date as YYYY-MM-DD'],
    ['?market=mars', 'Invalid market: expected one of global, usa, be-fr, be-nl'],
    ['?market=usa%00', 'Input must not contain NUL characters: market'],
  ])('answers 400 JSON for %s', async (query, error) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(error);
  });

  it('defaults to the 30 days ending today', async () => {
    const body = await (await get('')).json();
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe(`readersThisWeek [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('sums the last 7 days of visitors, today included, against the 7 before', async () => {
    await testDb
      .get()
      .insert(analyticsMarketDays)
      .values([
        { day: '2026-05-10', market: '*', views: 9, visitors: 5 },
        { day: '2026-05-04', market: '*', views: 9, visitors: 4 },
        { day: '2026-05-03', market: '*', views: 9, visitors: 3 },
        { day: '2026-04-27', market: '*', views: 9, visitors: 2 },
        { day: '2026-04-26', market: '*', views: 99, visitors: 90 },
        { day: '2026-05-10', market: 'usa', views: 9, visitors: 70 },
      ]);
    const now = new Date('2026-05-10T12:00:00Z');
    expect(await readersThisWeek(testDb.get(), now)).toEqual({ visitors: 9, previous: 5 });
  });
});
