/**
 * Readership storage at scale (issue 38; `npm run bench -- --only=analytics-storage`): ANALYTICS_BENCH_EVENTS
 * (default 10,000,000) generated events over the last 90 days on the PostgreSQL server (4 in 5
 * pageviews over 2,500 pages of the four markets and the marketing site, 60,000 visitors a day, 20
 * referring hosts, 12 campaigns; 1 in 5 a vital), then: the roll-up of the 90 days (the job's own
 * function), every table's size before and after the 30-day retention the job applies, and the
 * overview's p95 over 90 days (the goal: under 200 ms for one market) beside the same figure
 * for all markets, read through the reports domain as the route handler does, with 2,000 attributed
 * leads in the lead tables. In this process; ANALYTICS_BENCH_PG_URL (or ADMIN_BENCH_PG_URL) is the server.
 * `npx tsx --conditions=react-server bench/analytics-storage.ts` runs it alone.
 */
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { percentile, table } from './lib/measure';

const EVENTS = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 10_000_000);
const PG_SERVER_URL =
  process.env.ANALYTICS_BENCH_PG_URL ??
  process.env.ADMIN_BENCH_PG_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ailex_bench_analytics';
const DAYS = 90;
const CHUNK = 1_000_000;
const QUERY_RUNS = 30;
const DAY_MS = 86_400_000;
const TABLES = [
  'analytics_events',
  'analytics_market_days',
  'analytics_page_days',
  'analytics_source_days',
  'analytics_vital_days',
  'analytics_salts',
];

/**
 * Events g in [from, to): spread over DAYS days ending today, by formulas of g (no random(): repeatable).
 * The market is g % 5 and every other dimension a function of k = g / 5, so that no two are tied.
 */
const generate = (sql: postgres.Sql, from: number, to: number) => sql`
  insert into analytics_events
    (day, occurred_at, name, path, route_type, market, device, visitor_hash, referrer_host,
     utm_source, utm_medium, utm_campaign, metric, value)
  select d, d + ((k * 7919) % 86400) * interval '1 second',
         case when vital then 'vital' else 'pageview' end,
         p.path, p.route_type, p.market,
         case when k % 3 = 0 then 'desktop' else 'mobile' end,
         case when vital then null else md5(d::text || ((k * 48271) % 60000)::text) end,
         case when vital or k % 4 = 0 then null else 'ref' || ((k / 3) % 20) || '.example' end,
         case when not vital and k % 11 = 0 then 'src' || ((k / 11) % 4) end,
         case when not vital and k % 11 = 0 then 'email' end,
         case when not vital and k % 11 = 0 then 'campaign-' || ((k / 44) % 3) end,
         case when vital then (array['LCP','INP','CLS','FCP','TTFB'])[1 + (k / 7) % 5] end,
         case when vital then
           case (k / 7) % 5 when 2 then ((k % 300) / 1000.0) else 50 + (k * 13) % 4000 end
         end
  from generate_series(${from}::bigint, ${to - 1}::bigint) g,
  lateral (select g / 5 as k, ((g / 5) % 5 = 0) as vital) kk,
  lateral (select (current_date - ((k / 5) % ${DAYS})::int) as d) x,
  lateral (
    select case g % 5
             when 0 then '/blog/article-' || ((k / 2) % 700)
             when 1 then '/blog/usa/article-' || ((k / 2) % 700)
             when 2 then '/blog/belgium-fr/article-' || ((k / 2) % 500)
             when 3 then '/blog/belgium-nl/article-' || ((k / 2) % 500)
             else (array['/', '/tx', '/fl', '/ny', '/login'])[1 + (k / 2) % 5] end as path,
           case when g % 5 = 4 then (array['home','state','state','state','login'])[1 + (k / 2) % 5] else 'article' end
             as route_type,
           (array['global','usa','be-fr','be-nl','site'])[1 + g % 5] as market
  ) p`;

async function sizes(sql: postgres.Sql): Promise<Record<string, { rows: number; mb: number }>> {
  const out: Record<string, { rows: number; mb: number }> = {};
  for (const t of TABLES) {
    const [row] = await sql.unsafe<{ rows: number; bytes: string }[]>(
      `select (select count(*)::int from ${t}) as rows, pg_total_relation_size('${t}') as bytes`,
    );
    out[t] = { rows: row!.rows, mb: Math.round((Number(row!.bytes) / 1024 / 1024) * 10) / 10 };
  }
  return out;
}

export async function runAnalyticsStorageBench(): Promise<void> {
  console.log(
    `\n== readership storage: ${EVENTS.toLocaleString('en-US')} events over ${DAYS} days (PostgreSQL)`,
  );
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  process.env.AUTH_SECRET ??= 'bench-secret-'.padEnd(48, 'x');
  const { openPostgres } = await import('@/lib/server/db/client');
  const { rollupAnalytics } = await import('@/lib/server/analytics');
  const { reportsOverview } = await import('@/lib/server/reports');
  const handle = await openPostgres(url.toString(), 4);
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await handle.migrate();
    let t0 = performance.now();
    for (let from = 1; from <= EVENTS; from += CHUNK) {
      await generate(sql, from, Math.min(EVENTS + 1, from + CHUNK));
      process.stdout.write(`  generated ${Math.min(EVENTS, from + CHUNK - 1).toLocaleString('en-US')}\r`);
    }
    // Leads with attribution, as the forms store them: an article, a campaign, a market.
    await sql`
      insert into early_access_requests (first_name, last_name, email, created_at, article_path, utm_source,
        utm_medium, utm_campaign, source_market, source)
      select 'Bench', 'Lead ' || g, 'lead-' || g || '@bench.example', now() - ((g % ${DAYS}) * interval '1 day'),
        '/blog/usa/article-' || (g % 700), 'src' || (g % 4), 'email', 'campaign-' || (g % 3), 'usa', 'src' || (g % 4)
      from generate_series(1, 2000) g`;
    await sql`analyze`;
    const generateS = (performance.now() - t0) / 1000;
    const now = new Date();
    const days = Array.from({ length: DAYS }, (_, i) =>
      new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10),
    );
    const before = await sizes(sql);
    t0 = performance.now();
    // The job's own function over every generated day, then its retention (raw rows past 30 days).
    const first = await rollupAnalytics(handle.db, { now, days });
    const rollupS = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await rollupAnalytics(handle.db, { now });
    const dailyS = (performance.now() - t0) / 1000;
    await sql`vacuum full analytics_events`;
    const after = await sizes(sql);
    const to = days[0]!;
    const from = days[DAYS - 1]!;
    const time = async (market: 'usa' | undefined) => {
      const times: number[] = [];
      // Warm-up: the pool's connections, the planner's first plans, the JIT.
      for (let i = 0; i < 3; i++) await reportsOverview(handle.db, { from, to, market }, 'admin');
      for (let i = 0; i < QUERY_RUNS; i++) {
        const s = performance.now();
        await reportsOverview(handle.db, { from, to, market }, 'admin');
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      return { p50: Math.round(percentile(times, 50)!), p95: Math.round(percentile(times, 95)!) };
    };
    const one = await time('usa');
    const all = await time(undefined);
    console.log(
      table(
        ['table', 'rows (90 days of raw events)', 'MB', 'rows (roll-up, 30-day retention)', 'MB'],
        TABLES.map((t) => [t, before[t]!.rows, before[t]!.mb, after[t]!.rows, after[t]!.mb]),
      ),
    );
    console.log(
      table(
        ['figure', 'value'],
        [
          ['generating the events (+ 2,000 leads)', `${generateS.toFixed(0)} s`],
          [
            `roll-up of ${DAYS} days and the retention`,
            `${rollupS.toFixed(1)} s, ${first.rawEventsDeleted.toLocaleString('en-US')} raw rows deleted`,
          ],
          ["the job's usual run (yesterday and today)", `${dailyS.toFixed(1)} s`],
          [
            'overview, 90 days, one market (usa): p50 / p95 (goal p95 < 200 ms)',
            `${one.p50} / ${one.p95} ms`,
          ],
          ['overview, 90 days, all markets: p50 / p95', `${all.p50} / ${all.p95} ms`],
        ],
      ),
    );
  } finally {
    await sql.end();
    await handle.close();
    // ANALYTICS_BENCH_KEEP_DB=1 leaves it for a look at the queries (EXPLAIN).
    if (process.env.ANALYTICS_BENCH_KEEP_DB !== '1')
      await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

if (require.main === module) {
  runAnalyticsStorageBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
