import 'server-only';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  RAW_EVENT_RETENTION_DAYS,
  VITAL_BUCKET_EDGES,
  VITAL_METRICS,
  type VitalMetric,
} from '@/lib/constants/analytics';
import type { DbOrTx } from '@/lib/server/db/client';
import {
  analyticsEvents,
  analyticsMarketDays,
  analyticsPageDays,
  analyticsSourceDays,
  analyticsVitalDays,
} from '@/lib/server/db/schema';
import { deleteOldSalts } from './visitor';
import { DAY_MS, utcDay } from '@/lib/analytics/days';

export interface RollupResult {
  days: string[];
  /** Rows written per day table. */
  marketDays: number;
  pageDays: number;
  sourceDays: number;
  vitalDays: number;
  rawEventsDeleted: number;
  saltsDeleted: number;
}

/**
 * Yesterday and today; after a pause (no instance ran the job across a midnight), every day since the
 * day before the last success, and on the very first run every day raw rows are kept for.
 */
function daysToRecompute(now: Date, since: Date | null | undefined): string[] {
  const oldest = now.getTime() - RAW_EVENT_RETENTION_DAYS * DAY_MS;
  const from =
    since === undefined ? now.getTime() - DAY_MS : Math.max(oldest, (since?.getTime() ?? 0) - DAY_MS);
  const days: string[] = [];
  for (let t = from; utcDay(new Date(t)) <= utcDay(now); t += DAY_MS) days.push(utcDay(new Date(t)));
  return days;
}

/**
 * The `analytics-rollup` job (docs/adr/0113): day by day, each in one transaction, the day tables' rows of `days`
 * (today and yesterday unless told) are deleted and recomputed from the raw rows with GROUP BY, so a
 * rerun, a crash or a second instance give the same numbers. Then raw rows older than
 * RAW_EVENT_RETENTION_DAYS and the salts of past days go.
 */
export async function rollupAnalytics(
  db: DbOrTx,
  {
    now = new Date(),
    days,
    since,
  }: {
    now?: Date;
    days?: readonly string[];
    /** The job's last success: every day from the one before it is recomputed (null: all kept days). */
    since?: Date | null;
  } = {},
): Promise<RollupResult> {
  const today = utcDay(now);
  const targets = [...new Set(days ?? daysToRecompute(now, since))].sort();
  const counts = { marketDays: 0, pageDays: 0, sourceDays: 0, vitalDays: 0 };
  // A day per transaction: each statement reads one day's rows, so a catch-up over 30 busy days
  // stays within the connection's statement timeout, and a day already recomputed stays done.
  for (const day of targets) {
    const written = await rollupDay(db, day);
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += written[key];
  }
  const cutoff = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - RAW_EVENT_RETENTION_DAYS * DAY_MS));
  // Day by day for the same reason: the first run after an import can delete millions of rows.
  const expired = await db
    .selectDistinct({ day: analyticsEvents.day })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.day, cutoff));
  let rawEventsDeleted = 0;
  for (const { day } of expired) {
    rawEventsDeleted += await countWritten(db, sql`delete from analytics_events where day = ${day}::date`);
  }
  const saltsDeleted = await deleteOldSalts(db, today);
  return { days: targets, ...counts, rawEventsDeleted, saltsDeleted };
}

/** Replaces one day's rows of the four day tables with a GROUP BY over that day's raw rows. */
function rollupDay(db: DbOrTx, day: string) {
  return db.transaction(async (tx) => {
    for (const table of [analyticsMarketDays, analyticsPageDays, analyticsSourceDays, analyticsVitalDays]) {
      await tx.delete(table).where(eq(table.day, day));
    }
    const pageviews = sql`name = 'pageview' and day = ${day}::date`;
    const marketDays = await countWritten(
      tx,
      sql`insert into analytics_market_days (day, market, views, visitors)
        select day, market, count(*), count(distinct visitor_hash) from analytics_events
        where ${pageviews} group by day, market
        union all
        select day, '*', count(*), count(distinct visitor_hash) from analytics_events
        where ${pageviews} group by day`,
    );
    const pageDays = await countWritten(
      tx,
      sql`insert into analytics_page_days (day, market, path, route_type, views, visitors)
        select day, market, path, route_type, count(*), count(distinct visitor_hash) from analytics_events
        where ${pageviews} group by day, market, path, route_type`,
    );
    const sourceDays = await countWritten(
      tx,
      sql`insert into analytics_source_days
          (day, market, referrer_host, utm_source, utm_medium, utm_campaign, views, visitors)
        select day, market, coalesce(referrer_host, ''), coalesce(utm_source, ''),
          coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*), count(distinct visitor_hash)
        from analytics_events where ${pageviews}
        group by day, market, coalesce(referrer_host, ''), coalesce(utm_source, ''),
          coalesce(utm_medium, ''), coalesce(utm_campaign, '')`,
    );
    const vitalDays = await rollupVitals(tx, eq(analyticsEvents.day, day));
    return { marketDays, pageDays, sourceDays, vitalDays };
  });
}

/** Runs an insert or a delete and counts its rows in the database (the drivers' results differ in shape). */
async function countWritten(tx: DbOrTx, statement: SQL): Promise<number> {
  const result = await tx.execute(
    sql`with written as (${statement} returning 1) select count(*)::int as n from written`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * The bucket of a sample, as vitalBucketIndex (lib/analytics/vitals.ts) defines it: the number of edges
 * below the value. width_bucket counts the edges at most its operand, so it is asked about the negated
 * value against the negated edges in ascending order: that counts the edges at least the value.
 */
function bucketSql(metric: VitalMetric): SQL {
  const edges = VITAL_BUCKET_EDGES[metric];
  const negated = [...edges].reverse().map((e) => String(-e));
  return sql.raw(`${edges.length} - width_bucket(-value, ARRAY[${negated.join(',')}]::float8[])`);
}

async function rollupVitals(tx: DbOrTx, inDays: SQL | undefined): Promise<number> {
  const bucket = sql.join(
    [sql`case metric`, ...VITAL_METRICS.map((m) => sql`when ${m} then ${bucketSql(m)}`), sql`end`],
    sql` `,
  );
  const rows = await tx
    .select({
      day: analyticsEvents.day,
      market: analyticsEvents.market,
      routeType: analyticsEvents.routeType,
      device: analyticsEvents.device,
      metric: sql<VitalMetric>`metric`,
      bucket: sql<number>`(${bucket})`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, 'vital'), inDays))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);
  const groups = new Map<string, typeof analyticsVitalDays.$inferInsert>();
  for (const r of rows) {
    if (!VITAL_METRICS.includes(r.metric)) continue;
    const key = [r.day, r.market, r.routeType, r.device, r.metric].join('\n');
    let group = groups.get(key);
    if (!group) {
      const { day, market, routeType, device, metric } = r;
      const buckets = new Array<number>(VITAL_BUCKET_EDGES[metric].length + 1).fill(0);
      group = { day, market, routeType, device, metric, samples: 0, buckets };
      groups.set(key, group);
    }
    group.buckets[r.bucket] = (group.buckets[r.bucket] ?? 0) + r.n;
    group.samples += r.n;
  }
  const values = [...groups.values()];
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(analyticsVitalDays).values(values.slice(i, i + 500));
  }
  return values.length;
}
