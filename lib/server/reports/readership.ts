import 'server-only';
import { and, between, desc, eq, ne, sum } from 'drizzle-orm';
import {
  REPORT_TABLE_ROWS,
  type DeviceClass,
  type RouteType,
  type VitalMetric,
} from '@/lib/constants/analytics';
import type { DbOrTx } from '@/lib/server/db/client';
import {
  analyticsMarketDays,
  analyticsPageDays,
  analyticsSourceDays,
  analyticsVitalDays,
} from '@/lib/server/db/schema';

/* Reads of the day tables the analytics roll-up fills (docs/adr/0113); every range is in UTC days, both ends included. */

export interface Range {
  from: string;
  to: string;
  /** A market, or undefined for every market and the marketing pages. */
  market?: string;
}

const n = (v: unknown) => Number(v ?? 0);

/** Views and visitors per day of the range that has a row (the caller fills the missing days with zeros). */
export async function readMarketDays(db: DbOrTx, r: Range) {
  const t = analyticsMarketDays;
  // '*' is the roll-up's all-markets row: it counts a visitor who read two markets once.
  return db
    .select({ day: t.day, views: t.views, visitors: t.visitors })
    .from(t)
    .where(and(eq(t.market, r.market ?? '*'), between(t.day, r.from, r.to)));
}

/** The most-read article pages of the range. */
export async function readTopArticles(db: DbOrTx, r: Range) {
  const t = analyticsPageDays;
  const views = sum(t.views).mapWith(n);
  const rows = await db
    .select({ path: t.path, views, visitors: sum(t.visitors).mapWith(n) })
    .from(t)
    .where(
      and(
        eq(t.routeType, 'article'),
        between(t.day, r.from, r.to),
        r.market ? eq(t.market, r.market) : undefined,
      ),
    )
    .groupBy(t.path)
    .orderBy(desc(views), t.path)
    .limit(REPORT_TABLE_ROWS);
  return rows;
}

/** The referring sites of the range, by views. */
export async function readReferrers(db: DbOrTx, r: Range) {
  const t = analyticsSourceDays;
  const views = sum(t.views).mapWith(n);
  return db
    .select({ host: t.referrerHost, views })
    .from(t)
    .where(
      and(
        ne(t.referrerHost, ''),
        between(t.day, r.from, r.to),
        r.market ? eq(t.market, r.market) : undefined,
      ),
    )
    .groupBy(t.referrerHost)
    .orderBy(desc(views), t.referrerHost)
    .limit(REPORT_TABLE_ROWS);
}

/** The UTM campaigns of the range, by views. */
export async function readCampaigns(db: DbOrTx, r: Range) {
  const t = analyticsSourceDays;
  const views = sum(t.views).mapWith(n);
  return db
    .select({ source: t.utmSource, medium: t.utmMedium, campaign: t.utmCampaign, views })
    .from(t)
    .where(
      and(ne(t.utmSource, ''), between(t.day, r.from, r.to), r.market ? eq(t.market, r.market) : undefined),
    )
    .groupBy(t.utmSource, t.utmMedium, t.utmCampaign)
    .orderBy(desc(views), t.utmSource, t.utmMedium, t.utmCampaign)
    .limit(REPORT_TABLE_ROWS);
}

export interface SummedHistogram {
  route: RouteType;
  device: DeviceClass;
  metric: VitalMetric;
  samples: number;
  buckets: number[];
}

/**
 * The vitals histograms of the range summed per route type, device and metric. Summed here rather than
 * in SQL: unnesting every day's buckets made the database sort 61 rows per day row (the storage bench:
 * 220 ms for 90 days of all markets, on disk past work_mem), where adding the arrays is a few thousand
 * rows of a few dozen numbers.
 */
export async function readVitalHistograms(db: DbOrTx, r: Range): Promise<SummedHistogram[]> {
  const t = analyticsVitalDays;
  const rows = await db
    .select({
      route: t.routeType,
      device: t.device,
      metric: t.metric,
      samples: t.samples,
      buckets: t.buckets,
    })
    .from(t)
    .where(and(between(t.day, r.from, r.to), r.market ? eq(t.market, r.market) : undefined));
  const groups = new Map<string, SummedHistogram>();
  for (const row of rows) {
    const key = `${row.route}\n${row.device}\n${row.metric}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { ...row, buckets: [...row.buckets] });
      continue;
    }
    group.samples += row.samples;
    row.buckets.forEach((count, i) => (group.buckets[i] = (group.buckets[i] ?? 0) + count));
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || a.metric.localeCompare(b.metric),
  );
}
