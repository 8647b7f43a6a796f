/**
 * The readership benchmark (issue 38; `npm run bench -- --only=events`): a public article's p95 read
 * at a steady pace (8 connections, 100 ms apart) for BASELINE_S alone, then for LOAD_S beside
 * EVENTS_PER_SECOND (default 1,000) beacon events at POST /api/event, against `next start` on a fresh
 * PostgreSQL database. The events come as nginx would pass them (X-Forwarded-For with one of 50,000
 * addresses, TRUSTED_PROXY_HOPS=1), three pageviews to one vital, a third with UTM parameters.
 * Records: the page's p95 alone and beside the events (the issue's bar: within 10 %), the events'
 * own p95 and statuses, and the rows the batched writer stored (accepted events, none lost).
 * The load generator shares the machine's two cores with the server: the ratio includes its cost.
 */
import http from 'node:http';
import postgres from 'postgres';
import { articlePath } from '../lib/markets';
import { percentile, table } from './lib/measure';
import { withPostgresApp } from './lib/postgres-app';
import { runReads, type Sample } from './lib/visitor-load';

const EVENTS_PER_SECOND = Number(process.env.EVENTS_BENCH_RATE ?? 1000);
const BASELINE_S = Number(process.env.EVENTS_BENCH_BASELINE_S ?? 20);
const LOAD_S = Number(process.env.EVENTS_BENCH_LOAD_S ?? 20);
const DB_NAME = 'ailex_bench_events';
const SLUG = 'bench-events-article';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seed(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into blog_articles (title, slug, summary, content, status, published_at, market, language)
      values ('Readership under load', ${SLUG}, 'A summary.',
              ${'<p>' + 'A paragraph of the article. '.repeat(200) + '</p>'}, 'published',
              now() - interval '1 hour', 'global', 'en')`;
  } finally {
    await sql.end();
  }
}

interface EventFigures {
  sent: number;
  statuses: Record<string, number>;
  p95: number;
}

/** EVENTS_PER_SECOND events, paced every 10 ms, on 16 kept-alive connections, until `signal` aborts. */
async function runEvents(origin: string, signal: AbortSignal): Promise<EventFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const vital = n % 4 === 3;
      const utm = n % 3 === 0 ? '?utm_source=newsletter&utm_medium=email&utm_campaign=bench' : '';
      const body = JSON.stringify(
        vital
          ? { name: 'vital', path: `/blog/article-${n % 200}`, metric: 'LCP', value: 800 + (n % 2000) }
          : { name: 'pageview', path: `/blog/article-${n % 200}${utm}`, referrer: 'https://www.google.com/' },
      );
      const started = Date.now();
      const req = http.request(
        new URL('/api/event', origin),
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`,
            'user-agent':
              'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36',
            origin,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            times.push(Date.now() - started);
            statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        statuses[err.code ?? 'error'] = (statuses[err.code ?? 'error'] ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  const perTick = EVENTS_PER_SECOND / 100;
  let carry = 0;
  let next = Date.now();
  while (!signal.aborted) {
    carry += perTick;
    for (; carry >= 1; carry--) {
      const p = one(sent++ % 50_000).then(() => void inFlight.delete(p));
      inFlight.add(p);
    }
    next += 10;
    await sleep(Math.max(0, next - Date.now()));
  }
  await Promise.all(inFlight);
  agent.destroy();
  times.sort((a, b) => a - b);
  return { sent, statuses, p95: percentile(times, 95) ?? 0 };
}

const windowOf = (samples: Sample[], from: number, to: number) => {
  const times = samples
    .filter((s) => s.at >= from && s.at < to && s.status >= 200 && s.status < 400)
    .map((s) => s.ms)
    .sort((x, y) => x - y);
  return { requests: times.length, p95: percentile(times, 95) ?? 0, p50: percentile(times, 50) ?? 0 };
};

export async function runEventsBench(opts: { build: boolean } = { build: true }): Promise<void> {
  console.log(`\n== readership events: ${EVENTS_PER_SECOND} events/s beside a paced public read`);
  let dbUrl = '';
  const figures = await withPostgresApp(
    {
      dbName: DB_NAME,
      build: opts.build,
      seed: async (url) => {
        dbUrl = url;
        await seed(url);
      },
      env: { TRUSTED_PROXY_HOPS: '1' },
    },
    async ({ origin }) => {
      const samples: Sample[] = [];
      const stopReads = new AbortController();
      const reads = runReads({
        origin,
        paths: [articlePath('global', SLUG)],
        connections: 8,
        pauseMs: 100,
        signal: stopReads.signal,
        record: (s) => samples.push(s),
      });
      await sleep(3000); // warm-up
      const baselineFrom = Date.now();
      await sleep(BASELINE_S * 1000);
      const loadFrom = Date.now();
      const stopEvents = new AbortController();
      const events = runEvents(origin, stopEvents.signal);
      await sleep(LOAD_S * 1000);
      stopEvents.abort();
      const eventFigures = await events;
      const loadTo = Date.now();
      stopReads.abort();
      await reads;
      await sleep(8000); // the buffer's next flush
      const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
      const [{ n }] = (await sql`select count(*)::int as n from analytics_events`) as unknown as [
        { n: number },
      ];
      await sql.end();
      return {
        baseline: windowOf(samples, baselineFrom, loadFrom),
        during: windowOf(samples, loadFrom, loadTo),
        failedReads: samples.filter((s) => s.at >= baselineFrom && (s.status === 0 || s.status >= 500))
          .length,
        events: eventFigures,
        stored: n,
      };
    },
  );
  const ratio = figures.baseline.p95 ? figures.during.p95 / figures.baseline.p95 : NaN;
  console.log(
    table(
      ['figure', 'value'],
      [
        ['page p95 alone (requests)', `${figures.baseline.p95} ms (${figures.baseline.requests})`],
        ['page p95 beside the events (requests)', `${figures.during.p95} ms (${figures.during.requests})`],
        ['p95 ratio (bar: ≤ 1.10)', ratio.toFixed(2)],
        ['failed reads (status 0 or 5xx)', figures.failedReads],
        ['events sent / per second', `${figures.events.sent} / ${Math.round(figures.events.sent / LOAD_S)}`],
        ['event answers', JSON.stringify(figures.events.statuses)],
        ['event p95', `${figures.events.p95} ms`],
        ['rows stored by the batched writer', figures.stored],
      ],
    ),
  );
}

if (require.main === module) {
  runEventsBench({ build: process.env.BENCH_SKIP_BUILD !== '1' }).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
