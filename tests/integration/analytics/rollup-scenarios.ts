import { and, eq, lt } from 'drizzle-orm';
import { p75FromBuckets, vitalBucketIndex } from '@/lib/analytics/vitals';
import {
  RAW_EVENT_RETENTION_DAYS,
  VITAL_BUCKET_EDGES,
  VITAL_METRICS,
  type VitalMetric,
} from '@/lib/constants/analytics';
import { flushAnalyticsEvents, recordAnalyticsEvent, rollupAnalytics } from '@/lib/server/analytics';
import type { Db } from '@/lib/server/db/client';
import {
  analyticsEvents,
  analyticsMarketDays,
  analyticsPageDays,
  analyticsSalts,
  analyticsSourceDays,
  analyticsVitalDays,
} from '@/lib/server/db/schema';
import { CHROME_UA, DAY_MS, dayOf, IPHONE_UA, resetAnalyticsAroundEachTest, storedEvents } from './support';

/** A small seeded generator: the same events on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = [
  '/',
  '/tx',
  '/login',
  '/blog',
  '/blog/usa',
  '/blog/usa/rent-rules',
  '/blog/belgium-fr/le-bail',
  '/blog/belgium-nl/huurwet',
  '/blog/some-global-post',
  '/blog/usa/category/tenancy',
];
const REFERRERS = ['', 'https://www.google.com/', 'https://news.example/a', 'https://ailex.example/x'];
const UTM = ['', '?utm_source=news&utm_medium=email&utm_campaign=june', '?utm_source=li'];

const key = (...parts: unknown[]) => parts.join('|');
function tally<T>(rows: T[], keyOf: (r: T) => string, visitorOf: (r: T) => string | null) {
  const out = new Map<string, { views: number; visitors: Set<string> }>();
  for (const r of rows) {
    const k = keyOf(r);
    const t = out.get(k) ?? { views: 0, visitors: new Set<string>() };
    t.views++;
    const v = visitorOf(r);
    if (v) t.visitors.add(v);
    out.set(k, t);
  }
  return [...out].map(([k, t]) => `${k}|${t.views}|${t.visitors.size}`).sort();
}

/**
 * The roll-up job's tests, run on PGlite (rollup.int.test.ts) and on PostgreSQL
 * (rollup.pg.int.test.ts): the day tables against GROUP BYs computed here from the raw rows.
 */
export function rollupScenarios(get: () => Db): void {
  const now = new Date();
  const today = dayOf(now);
  const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
  resetAnalyticsAroundEachTest(get);

  it('recomputes the day tables exactly from the raw rows, and a rerun gives the same', async () => {
    const db = get();
    const rnd = random(38);
    const startOfYesterday = Date.parse(`${yesterday}T00:00:00Z`);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    for (let i = 0; i < 600; i++) {
      const at = new Date(startOfYesterday + Math.floor(rnd() * (now.getTime() - startOfYesterday)));
      const sender = {
        address: `192.0.2.${Math.floor(rnd() * 25)}`,
        userAgent: pick([CHROME_UA, IPHONE_UA]),
        optedOut: false,
        mobileHint: false,
      };
      const path = pick(PATHS) + pick(UTM);
      const body =
        rnd() < 0.7
          ? ({ name: 'pageview', path, referrer: pick(REFERRERS) } as const)
          : ({ name: 'vital', path, metric: pick(VITAL_METRICS), value: rnd() * 6000 } as const);
      expect(await recordAnalyticsEvent(body, sender, at)).toBe('accepted');
    }
    // On an edge, just past one, at zero and past the last: SQL and vitalBucketIndex must agree.
    const edgeSender = { address: '192.0.2.200', userAgent: CHROME_UA, optedOut: false, mobileHint: false };
    for (const value of [0, 50, 55, 55.0001, VITAL_BUCKET_EDGES.CLS[3]!, 20_000]) {
      const metric = value > 0 && value < 1 ? 'CLS' : 'LCP';
      await recordAnalyticsEvent({ name: 'vital', path: '/', metric, value }, edgeSender, now);
    }
    await flushAnalyticsEvents();
    // A stale figure from an earlier run, which the roll-up must replace.
    await db.insert(analyticsMarketDays).values({ day: yesterday, market: 'usa', views: 999, visitors: 999 });
    const first = await rollupAnalytics(db, { now });
    expect(first.days).toEqual([yesterday, today]);

    const raw = (await storedEvents(db)).filter((r) => r.day === today || r.day === yesterday);
    const views = raw.filter((r) => r.name === 'pageview');
    const vitals = raw.filter((r) => r.name === 'vital');
    expect(views.length).toBeGreaterThan(350);
    const hash = (r: (typeof raw)[number]) => r.visitorHash;
    const market = await db.select().from(analyticsMarketDays);
    expect(market.map((r) => key(r.day, r.market, r.views, r.visitors)).sort()).toEqual(
      [
        ...tally(views, (r) => key(r.day, r.market), hash),
        ...tally(views, (r) => key(r.day, '*'), hash),
      ].sort(),
    );
    const pages = await db.select().from(analyticsPageDays);
    expect(pages.map((r) => key(r.day, r.market, r.path, r.routeType, r.views, r.visitors)).sort()).toEqual(
      tally(views, (r) => key(r.day, r.market, r.path, r.routeType), hash),
    );
    const sources = await db.select().from(analyticsSourceDays);
    expect(
      sources
        .map((r) =>
          key(r.day, r.market, r.referrerHost, r.utmSource, r.utmMedium, r.utmCampaign, r.views, r.visitors),
        )
        .sort(),
    ).toEqual(
      tally(
        views,
        (r) =>
          key(
            r.day,
            r.market,
            r.referrerHost ?? '',
            r.utmSource ?? '',
            r.utmMedium ?? '',
            r.utmCampaign ?? '',
          ),
        hash,
      ),
    );
    const vitalRows = await db.select().from(analyticsVitalDays);
    const expected = new Map<string, number[]>();
    for (const r of vitals) {
      const metric = r.metric as VitalMetric;
      const k = key(r.day, r.market, r.routeType, r.device, metric);
      const buckets = expected.get(k) ?? new Array<number>(VITAL_BUCKET_EDGES[metric].length + 1).fill(0);
      buckets[vitalBucketIndex(metric, r.value!)]!++;
      expected.set(k, buckets);
    }
    expect(
      Object.fromEntries(
        vitalRows.map((r) => [key(r.day, r.market, r.routeType, r.device, r.metric), r.buckets]),
      ),
    ).toEqual(Object.fromEntries(expected));
    expect(vitalRows.every((r) => r.samples === r.buckets.reduce((s, n) => s + n, 0))).toBe(true);

    const again = await rollupAnalytics(db, { now });
    expect(again).toEqual({ ...first, saltsDeleted: 0 });
    expect(await db.select().from(analyticsMarketDays)).toHaveLength(market.length);
  });

  it('reads a p75 within one bucket of the exact p75 of the samples', async () => {
    const db = get();
    const rnd = random(75);
    const samples: number[] = [];
    for (let i = 0; i < 700; i++) {
      // Log-normal around 2.2 s, as LCPs are.
      const value = Math.exp(
        Math.log(2200) + 0.6 * Math.sqrt(-2 * Math.log(rnd() || 1e-9)) * Math.cos(2 * Math.PI * rnd()),
      );
      samples.push(value);
      const sender = {
        address: `198.51.100.${i % 200}`,
        userAgent: CHROME_UA,
        optedOut: false,
        mobileHint: false,
      };
      await recordAnalyticsEvent(
        { name: 'vital', path: '/blog/usa/rent-rules', metric: 'LCP', value },
        sender,
        new Date(now.getTime() - (i % 7) * 60_000),
      );
    }
    await flushAnalyticsEvents();
    await rollupAnalytics(db, { now, days: [today] });
    const [row] = await db
      .select()
      .from(analyticsVitalDays)
      .where(and(eq(analyticsVitalDays.metric, 'LCP'), eq(analyticsVitalDays.day, today)));
    expect(row!.samples).toBe(700);
    const sorted = [...samples].sort((a, b) => a - b);
    const exact = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const read = p75FromBuckets('LCP', row!.buckets)!;
    expect(vitalBucketIndex('LCP', read)).toBe(vitalBucketIndex('LCP', exact));
    expect(read).toBeGreaterThanOrEqual(exact);
  });

  it(`deletes raw rows past ${RAW_EVENT_RETENTION_DAYS} days and the salts of past days`, async () => {
    const db = get();
    const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const sender = { address: '192.0.2.1', userAgent: CHROME_UA, optedOut: false, mobileHint: false };
    for (const n of [0, 1, RAW_EVENT_RETENTION_DAYS, RAW_EVENT_RETENTION_DAYS + 1, 45]) {
      await recordAnalyticsEvent({ name: 'pageview', path: '/' }, sender, daysAgo(n));
    }
    await flushAnalyticsEvents();
    const result = await rollupAnalytics(db, { now });
    expect(result.rawEventsDeleted).toBe(2);
    const left = (await storedEvents(db)).map((r) => r.day).sort();
    expect(left).toEqual([dayOf(daysAgo(RAW_EVENT_RETENTION_DAYS)), yesterday, today]);
    expect(
      await db
        .select()
        .from(analyticsEvents)
        .where(lt(analyticsEvents.day, dayOf(daysAgo(RAW_EVENT_RETENTION_DAYS)))),
    ).toEqual([]);
    expect((await db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((r) => r.day)).toEqual([
      today,
    ]);
    // The day tables of other days are left as they are.
    expect(
      await db
        .select()
        .from(analyticsMarketDays)
        .where(and(eq(analyticsMarketDays.market, '*'), eq(analyticsMarketDays.day, today))),
    ).toEqual([{ day: today, market: '*', views: 1, visitors: 1 }]);
  });

  it('after a pause, recomputes every day since the day before its last success; on its first run, every kept day', async () => {
    const db = get();
    const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const sender = { address: '192.0.2.9', userAgent: CHROME_UA, optedOut: false, mobileHint: false };
    for (const n of [0, 3, 6])
      await recordAnalyticsEvent({ name: 'pageview', path: '/' }, sender, daysAgo(n));
    await flushAnalyticsEvents();
    const rolledDays = async () =>
      (
        await db
          .select({ day: analyticsMarketDays.day })
          .from(analyticsMarketDays)
          .where(eq(analyticsMarketDays.market, '*'))
      )
        .map((r) => r.day)
        .sort();
    // The job last succeeded four days ago: three days ago is recomputed, six days ago is not.
    await rollupAnalytics(db, { now, since: daysAgo(4) });
    expect(await rolledDays()).toEqual([dayOf(daysAgo(3)), today]);
    // Its first run ever: every day raw rows are kept for.
    await rollupAnalytics(db, { now, since: null });
    expect(await rolledDays()).toEqual([dayOf(daysAgo(6)), dayOf(daysAgo(3)), today]);
  });
}
