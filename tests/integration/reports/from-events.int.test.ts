import { eq } from 'drizzle-orm';
import * as earlyAccessRoute from '@/app/api/public/early-access/route';
import { GET as overviewRoute } from '@/app/api/admin/reports/overview/route';
import { POST as cronRoute } from '@/app/api/cron/[job]/route';
import { createAdmin, issueSession } from '@/lib/server/auth';
import { blogArticles, websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { GOOGLEBOT_UA, IPHONE_UA, postEvent, resetAnalyticsAroundEachTest } from '../analytics/support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
process.env.CRON_SECRET = 'cron-secret-for-reports-test';
jest.setTimeout(60_000);

/*
 * Issue 38's proof "reports' numbers against a known event set", through every real part: beacon
 * events posted to POST /api/event, a lead posted to the early-access form, the analytics-rollup job
 * run through its cron route (it writes the buffer first), then GET /api/admin/reports/overview.
 */
describe(`Reports from beacon events [${testDbKind()}] (issue 38)`, () => {
  const testDb = useTestDatabase();
  resetAnalyticsAroundEachTest(testDb.get);

  it('counts views, visitors once a day, referrers, campaigns, the lead of an article and the vitals p75', async () => {
    const db = testDb.get();
    const account = await createAdmin(db, {
      email: 'counts@firm.example',
      name: 'Cora Counts',
      password: 'Passw0rdX',
    });
    await db.update(websiteAdmins).set({ role: 'admin' }).where(eq(websiteAdmins.id, account.id));
    const admin = { authorization: `Bearer ${await issueSession(db, account)}` };
    const slug = `counted-${Date.now()}`;
    await db.insert(blogArticles).values({
      title: 'Counted article',
      slug,
      summary: 'Counted',
      content: '<p>Body</p>',
      market: 'usa',
      language: 'en',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const path = `/blog/usa/${slug}`;

    // Three visitors: A reads the article twice (from Google, then again), B once through a newsletter
    // campaign on a phone, C the home page; a crawler and a Do-Not-Track reader are not counted.
    const A = '198.51.100.21';
    const B = '198.51.100.22';
    const C = '198.51.100.23';
    const ok = async (res: Promise<Response>) => expect((await res).status).toBe(204);
    await ok(
      postEvent({ name: 'pageview', path, referrer: 'https://www.google.com/search?q=x' }, { address: A }),
    );
    await ok(postEvent({ name: 'pageview', path, referrer: '' }, { address: A }));
    await ok(
      postEvent(
        { name: 'pageview', path: `${path}?utm_source=newsletter&utm_medium=email&utm_campaign=march` },
        { address: B, headers: { 'user-agent': IPHONE_UA } },
      ),
    );
    await ok(postEvent({ name: 'pageview', path: '/' }, { address: C }));
    await ok(
      postEvent(
        { name: 'pageview', path },
        { address: '198.51.100.24', headers: { 'user-agent': GOOGLEBOT_UA } },
      ),
    );
    await ok(postEvent({ name: 'pageview', path }, { address: '198.51.100.25', headers: { dnt: '1' } }));
    for (const [value, address] of [
      [1200, A],
      [1900, A],
      [3100, C],
      [5000, C],
    ] as const) {
      await ok(postEvent({ name: 'vital', path, metric: 'LCP', value }, { address }));
    }

    // B signs up for early access from the article's call to action.
    const lead = await earlyAccessRoute.POST(
      jsonRequest('/api/public/early-access', {
        method: 'POST',
        body: {
          firstName: 'Bea',
          lastName: 'Reader',
          email: 'bea@firm.example',
          attribution: { page: `/login?from=${path}`, referrer: `https://ailex.example${path}` },
        },
        headers: { 'user-agent': IPHONE_UA, 'x-forwarded-for': B },
      }),
      {},
    );
    expect(lead.status).toBe(201);

    const cron = await cronRoute(
      jsonRequest('/api/cron/analytics-rollup', {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
      }),
      routeContext({ job: 'analytics-rollup' }),
    );
    expect(cron.status).toBe(200);

    const res = await overviewRoute(
      jsonRequest('/api/admin/reports/overview?market=usa', { headers: admin }),
      routeContext({}),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    const today = new Date().toISOString().slice(0, 10);
    // The usa market: the article's three views by two visitors (the home page is the site's).
    expect(body).toMatchObject({ views: 3, visitors: 2, leads: 1 });
    expect(body.series.at(-1)).toEqual({ date: today, views: 3, visitors: 2, leads: 1 });
    expect(body.topArticles).toEqual([{ path, title: 'Counted article', views: 3, visitors: 2, leads: 1 }]);
    expect(body.referrers).toEqual([{ host: 'google.com', views: 1 }]);
    expect(body.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'march', views: 1, leads: 1 },
    ]);
    // LCP samples 1200, 1900, 3100, 5000 on desktop: the p75 (nearest rank: the 3rd) is 3100, read as
    // the upper edge of its bucket, within ~10 % above it.
    expect(body.vitals).toHaveLength(1);
    expect(body.vitals[0]).toMatchObject({ route: 'article', device: 'desktop', samples: 4, inp: null });
    expect(body.vitals[0].lcp).toBeGreaterThanOrEqual(3100);
    expect(body.vitals[0].lcp).toBeLessThan(3100 * 1.1);

    // All markets: the home page's view and visitor join.
    const all = await (
      await overviewRoute(jsonRequest('/api/admin/reports/overview', { headers: admin }), routeContext({}))
    ).json();
    expect(all).toMatchObject({ views: 4, visitors: 3, leads: 1 });
  });
});
