import { resetConfigForTests } from '@/lib/config';
import { EVENT_FLUSH_BATCH } from '@/lib/constants/analytics';
import {
  bufferAnalyticsEvent,
  bufferedAnalyticsEvents,
  flushAnalyticsEvents,
  recordAnalyticsEvent,
  resolveLeadAttribution,
} from '@/lib/server/analytics';
import { setDbForTests } from '@/lib/server/db/client';
import { metricsRegistry } from '@/lib/server/metrics/registry.mjs';
import { analyticsPageDays } from '@/lib/server/db/schema';
import { POST as cronPost } from '@/app/api/cron/[job]/route';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { captureLog } from '@/tests/helpers/log-capture';
import { createTestDatabase, testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { CHROME_UA, dayOf, postEvent, resetAnalyticsAroundEachTest, storedEvents } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

const row = (path: string) => ({
  day: '2026-01-01',
  occurredAt: new Date(),
  name: 'pageview' as const,
  path,
  routeType: 'home' as const,
  market: 'site',
  device: 'desktop' as const,
});

describe(`the analytics buffer [${testDbKind()}] (issue 38, docs/adr/0113)`, () => {
  const testDb = useTestDatabase();
  beforeAll(() => {
    process.env.SITE_URL = 'https://ailex.example';
    resetConfigForTests();
  });
  resetAnalyticsAroundEachTest(testDb.get);
  afterEach(() => setDbForTests(testDb.get()));

  it('keeps its events through a failed flush (database gone) and writes them on the next', async () => {
    // Opened and closed first: the buffer's own timer (5 s) must not write the events meanwhile.
    const gone = await createTestDatabase();
    await gone.close();
    for (const path of ['/', '/tx', '/blog/usa']) await postEvent({ name: 'pageview', path });
    setDbForTests(gone.db);
    const log = captureLog();
    try {
      expect(await flushAnalyticsEvents()).toEqual({ flushed: 0, pending: 3, failed: true });
    } finally {
      log.restore();
    }
    expect(log.lines().map((l) => l.msg)).toEqual([
      '[analytics] flush failed, 3 events kept for the next try',
    ]);
    // The visitor's request never waits for the database: still 204 while it is down (a vital needs no salt).
    expect((await postEvent({ name: 'vital', path: '/', metric: 'TTFB', value: 90 })).status).toBe(204);
    expect(bufferedAnalyticsEvents()).toHaveLength(4);
    setDbForTests(testDb.get());
    expect(await flushAnalyticsEvents()).toEqual({ flushed: 4, pending: 0, failed: false });
    expect((await storedEvents(testDb.get())).map((r) => r.path)).toEqual(['/', '/tx', '/blog/usa', '/']);
  });

  it('tries a failed flush again once per interval, not at every event, while the database is down', async () => {
    const gone = await createTestDatabase();
    await gone.close();
    setDbForTests(gone.db);
    const total = EVENT_FLUSH_BATCH + 50;
    const log = captureLog();
    try {
      // Each event arrives on a request of its own, after the previous flush has failed.
      for (let i = 0; i < total; i++) {
        bufferAnalyticsEvent(row(`/p${i}`));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await flushAnalyticsEvents();
    } finally {
      log.restore();
    }
    expect(log.lines().filter((l) => String(l.msg).startsWith('[analytics] flush failed'))).toHaveLength(2);
    expect(bufferedAnalyticsEvents()).toHaveLength(total);
    setDbForTests(testDb.get());
    expect(await flushAnalyticsEvents()).toEqual({ flushed: total, pending: 0, failed: false });
  });

  it('is bounded: past its limit the oldest events are dropped, and counted', async () => {
    const before = await analyticsEventCounts();
    for (let i = 0; i < 8; i++) bufferAnalyticsEvent(row(`/p${i}`), 5);
    expect(bufferedAnalyticsEvents().map((r) => r.path)).toEqual(['/p3', '/p4', '/p5', '/p6', '/p7']);
    const after = await analyticsEventCounts();
    expect(after.accepted - before.accepted).toBe(8);
    expect(after.dropped - before.dropped).toBe(3);
  });

  it("gives a lead the visit's landing page while its pageview is still in the buffer", async () => {
    const client = { address: '192.0.2.44', userAgent: CHROME_UA };
    await postEvent(
      {
        name: 'pageview',
        path: '/blog/usa/rent-rules?utm_source=newsletter&utm_campaign=june',
        referrer: 'https://news.example/',
      },
      { address: client.address },
    );
    await postEvent(
      { name: 'pageview', path: '/login?from=/blog/usa/rent-rules' },
      { address: client.address },
    );
    expect(await storedEvents(testDb.get())).toHaveLength(0);
    const attribution = await resolveLeadAttribution(testDb.get(), client, {
      page: '/login?from=/blog/usa/rent-rules',
    });
    expect(attribution).toMatchObject({
      landingPage: '/blog/usa/rent-rules',
      referrerHost: 'news.example',
      utmSource: 'newsletter',
      utmCampaign: 'june',
      articlePath: '/blog/usa/rent-rules',
      source: 'newsletter',
    });
  });

  it('prefers an earlier stored pageview to a later buffered one', async () => {
    const sender = { address: '192.0.2.45', userAgent: CHROME_UA, optedOut: false, mobileHint: false };
    const now = new Date();
    await recordAnalyticsEvent(
      { name: 'pageview', path: '/tx?utm_source=first' },
      sender,
      new Date(now.getTime() - 60_000),
    );
    await flushAnalyticsEvents();
    await recordAnalyticsEvent({ name: 'pageview', path: '/blog/usa?utm_source=second' }, sender, now);
    expect(bufferedAnalyticsEvents()).toHaveLength(1);
    const attribution = await resolveLeadAttribution(testDb.get(), sender, { page: '/login' }, now);
    expect(attribution).toMatchObject({ landingPage: '/tx', utmSource: 'first' });
    expect(dayOf(now)).toBe(bufferedAnalyticsEvents()[0]!.day);
  });

  it('is written by the analytics-rollup job before it rolls up (POST /api/cron/analytics-rollup)', async () => {
    process.env.CRON_SECRET = 'cron-secret-for-the-tests-0123456789';
    resetConfigForTests();
    await postEvent({ name: 'pageview', path: '/blog/usa/rent-rules' });
    await postEvent({ name: 'pageview', path: '/blog/usa/rent-rules' }, { address: '192.0.2.7' });
    const res = await cronPost(
      jsonRequest('/api/cron/analytics-rollup', {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
      }),
      routeContext({ job: 'analytics-rollup' }),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('"flushed":2');
    expect(bufferedAnalyticsEvents()).toHaveLength(0);
    const pages = await testDb.get().select().from(analyticsPageDays);
    expect(pages).toEqual([
      expect.objectContaining({ path: '/blog/usa/rent-rules', market: 'usa', views: 2, visitors: 2 }),
    ]);
  });
});

/** ailex_analytics_events_total by outcome, as GET /api/metrics shows it. */
async function analyticsEventCounts(): Promise<Record<'accepted' | 'dropped' | 'flushed', number>> {
  const text = await metricsRegistry().getSingleMetricAsString('ailex_analytics_events_total');
  const counts = { accepted: 0, dropped: 0, flushed: 0 };
  for (const [, outcome, n] of text.matchAll(/outcome="(\w+)"\} (\d+)/g))
    counts[outcome as keyof typeof counts] = Number(n);
  return counts;
}
