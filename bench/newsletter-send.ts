/**
 * The newsletter benchmark (issue 39; `npm run bench -- --only=newsletter-send`): a campaign to
 * NEWSLETTER_BENCH_SUBSCRIBERS (default 10,000) confirmed subscribers of one market, sent through a
 * local stand-in SMTP server (smtp-server, in this process) by a production server (`next start` on a
 * fresh PostgreSQL database, MAIL_RATE_PER_MINUTE high enough not to be the limit). The campaign is
 * written and sent through the admin API, so the server's own queue (the kick after the send, the
 * mail-queue job) does the work, as in production. Records:
 *   - the send's time (from POST …/send to every recipient settled) and its messages per second;
 *   - the server's peak memory (its process tree's RSS, sampled every 250 ms) before and during;
 *   - a public article page's p95, read on CONNECTIONS kept-alive connections throughout, in the
 *     BASELINE_S before the send and while it runs: the ratio is the "within 10 %" bar, measured
 *     in one run;
 *   - that the stand-in received exactly one message per subscriber.
 *
 * NEWSLETTER_BENCH_IN_PROCESS=1 (with NEWSLETTER_BENCH_SUBSCRIBERS=1000, say) is the reduced form:
 * no server, no build and no page load; the queue runs in this process with two drain loops
 * (`npx tsx --conditions=react-server bench/newsletter-send.ts`). BENCH_SKIP_BUILD=1 reuses the build
 * in NEXT_DIST_DIR. NEWSLETTER_BENCH_PG_URL (or ADMIN_BENCH_PG_URL): the PostgreSQL server.
 */
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { articlePath } from '../lib/markets';
import { startSmtpStandIn, type SmtpStandIn } from '../tests/helpers/smtp-stand-in';
import { percentile, table } from './lib/measure';
import { withPostgresApp } from './lib/postgres-app';
import { treeRssMb } from './lib/processes';
import { runReads, type Sample } from './lib/visitor-load';

const SUBSCRIBERS = Number(process.env.NEWSLETTER_BENCH_SUBSCRIBERS ?? 10_000);
const IN_PROCESS = process.env.NEWSLETTER_BENCH_IN_PROCESS === '1';
const PG_SERVER_URL =
  process.env.NEWSLETTER_BENCH_PG_URL ??
  process.env.ADMIN_BENCH_PG_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ailex_bench_newsletter';
const MARKET = 'global';
const CONNECTIONS = 8;
/**
 * Each reading connection pauses this long between requests (about 80 requests/s in all): visitors
 * at a steady rate the server can serve, not a closed loop that saturates it, so the p95 before and
 * during the send compares what a visitor waits, not how the send shares a saturated CPU.
 */
const READ_PAUSE_MS = Number(process.env.NEWSLETTER_BENCH_READ_PAUSE_MS ?? 100);
const BASELINE_S = 15;
// The queue's own rate (MAIL_RATE_PER_MINUTE): unlimited by default, to measure the send at full speed.
const RATE = Number(process.env.NEWSLETTER_BENCH_RATE ?? 999_999);
const SLUG = 'bench-newsletter-article';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Subscribers and one published article, written in two statements (generate_series). */
async function seed(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into newsletter_subscribers
        (email, market, language, status, consent_version, consent_text, consent_at, confirmed_at)
      select 'bench-' || g || '@subscribers.example', ${MARKET}, 'en', 'confirmed', 'bench', 'bench', now(), now()
      from generate_series(1, ${SUBSCRIBERS}) g`;
    await sql`
      insert into blog_articles (title, slug, summary, content, status, published_at, market, language)
      values ('What changes for tenants in 2027', ${SLUG}, 'A summary for the newsletter.',
              ${'<p>' + 'A paragraph of the article. '.repeat(200) + '</p>'}, 'published',
              now() - interval '1 hour', ${MARKET}, 'en')`;
  } finally {
    await sql.end();
  }
}

interface SendFigures {
  ms: number;
  perSecond: number;
  settled: { sent: number; failed: number; bounced: number; skipped: number };
  peakRssMb: number;
  startRssMb: number;
}

function checkInbox(smtp: SmtpStandIn): { distinct: number; duplicates: number } {
  const counts = smtp.countsByRecipient();
  let duplicates = 0;
  for (const n of counts.values()) if (n > 1) duplicates += n - 1;
  return { distinct: counts.size, duplicates };
}

/** Reduced form: the queue's own code in this process, two drain loops on two pools. */
async function runInProcess(smtp: SmtpStandIn): Promise<SendFigures> {
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    SITE_URL: 'https://bench.ailex.example',
    AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    MAIL_RATE_PER_MINUTE: String(RATE),
  });
  const { openPostgres } = await import('@/lib/server/db/client');
  const newsletter = await import('@/lib/server/newsletter');
  const a = await openPostgres(url.toString(), 3);
  const b = await openPostgres(url.toString(), 3);
  try {
    await a.migrate();
    await seed(url.toString());
    const lookup = postgres(url.toString(), { max: 1 });
    const [article] = await lookup`select id from blog_articles where slug = ${SLUG}`;
    await lookup.end();
    const campaign = await newsletter.createCampaignRow(a.db, null, {
      subject: 'Bench newsletter',
      market: MARKET,
      intro: 'Hello',
      articleIds: [article!.id as string],
    });
    global.gc?.();
    const startRss = process.memoryUsage().rss;
    let peak = startRss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const t0 = performance.now();
    await newsletter.queueOrScheduleCampaign(a.db, campaign.id, null);
    const results = await Promise.all(
      [a, b].map((h) => newsletter.runMailQueue(h.db, { ratePerMinute: RATE })),
    );
    const ms = performance.now() - t0;
    clearInterval(sampler);
    const sum = (k: 'sent' | 'failed' | 'bounced' | 'skipped') => results.reduce((n, r) => n + r[k], 0);
    return {
      ms: Math.round(ms),
      perSecond: Math.round((SUBSCRIBERS / ms) * 1000),
      settled: { sent: sum('sent'), failed: sum('failed'), bounced: sum('bounced'), skipped: sum('skipped') },
      peakRssMb: Math.round(peak / 1024 / 1024),
      startRssMb: Math.round(startRss / 1024 / 1024),
    };
  } finally {
    await Promise.allSettled([a.close(), b.close()]);
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

interface ServerFigures extends SendFigures {
  baseline: { requests: number; p95: number; p50: number };
  during: { requests: number; p95: number; p50: number };
  errors: number;
}

const windowOf = (samples: Sample[], from: number, to: number) => {
  const times = samples
    .filter((s) => s.at >= from && s.at < to && s.status >= 200 && s.status < 400)
    .map((s) => s.ms)
    .sort((x, y) => x - y);
  return { requests: times.length, p95: percentile(times, 95) ?? 0, p50: percentile(times, 50) ?? 0 };
};

/** The full form: the send through a production server's API while its public page is read. */
async function runAgainstServer(smtp: SmtpStandIn, build: boolean): Promise<ServerFigures> {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RATE_PER_MINUTE = String(RATE);
  return withPostgresApp({ dbName: DB_NAME, build, seed }, async ({ origin, pid, auth }) => {
    const api = async <T>(path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const page = articlePath(MARKET, SLUG);
    const { articles } = await api<{ articles: { id: string }[] }>(
      `/api/admin/campaigns/articles?market=${MARKET}`,
    );
    const { campaign } = await api<{ campaign: { id: string } }>('/api/admin/campaigns', {
      subject: 'Bench newsletter',
      market: MARKET,
      intro: 'Hello',
      articleIds: articles.map((a) => a.id).slice(0, 1),
    });
    const samples: Sample[] = [];
    const abort = new AbortController();
    const reads = runReads({
      origin,
      paths: [page],
      connections: CONNECTIONS,
      pauseMs: READ_PAUSE_MS,
      signal: abort.signal,
      record: (s) => samples.push(s),
    });
    let peak = 0;
    let rssRunning = true;
    const rss = (async () => {
      while (rssRunning) {
        peak = Math.max(peak, await treeRssMb(pid));
        await sleep(250);
      }
    })();
    await sleep(3000); // warm-up: the page's first render, JIT, connections
    const baselineFrom = Date.now();
    await sleep(BASELINE_S * 1000);
    const startRssMb = await treeRssMb(pid);
    peak = startRssMb;
    const sendFrom = Date.now();
    const t0 = performance.now();
    await api(`/api/admin/campaigns/${campaign.id}/send`, {});
    let settled = { sent: 0, failed: 0, bounced: 0, skipped: 0, queued: SUBSCRIBERS };
    while (
      settled.queued > 0 ||
      settled.sent + settled.failed + settled.bounced + settled.skipped < SUBSCRIBERS
    ) {
      await sleep(250);
      settled = (await api<{ campaign: { counts: typeof settled } }>(`/api/admin/campaigns/${campaign.id}`))
        .campaign.counts;
    }
    const ms = performance.now() - t0;
    const sendTo = Date.now();
    abort.abort();
    rssRunning = false;
    await Promise.all([reads, rss]);
    const { queued: _queued, ...rest } = settled;
    return {
      ms: Math.round(ms),
      perSecond: Math.round((SUBSCRIBERS / ms) * 1000),
      settled: rest,
      peakRssMb: peak,
      startRssMb,
      baseline: windowOf(samples, baselineFrom, sendFrom),
      during: windowOf(samples, sendFrom, sendTo),
      errors: samples.filter((s) => s.at >= baselineFrom && (s.status === 0 || s.status >= 500)).length,
    };
  });
}

export async function runNewsletterSendBench(opts: { build: boolean } = { build: true }): Promise<void> {
  console.log(
    `\n== newsletter send: ${SUBSCRIBERS} confirmed subscribers, ${IN_PROCESS ? 'in this process (reduced form)' : 'through next start'}`,
  );
  const smtp = await startSmtpStandIn({ keepRaw: false });
  try {
    const server = IN_PROCESS ? null : await runAgainstServer(smtp, opts.build);
    const figures: SendFigures = server ?? (await runInProcess(smtp));
    const inbox = checkInbox(smtp);
    const rows: (string | number)[][] = [
      ['subscribers', SUBSCRIBERS],
      ['send time', `${(figures.ms / 1000).toFixed(1)} s`],
      ['messages per second', figures.perSecond],
      ['sent / failed / bounced / skipped', Object.values(figures.settled).join(' / ')],
      ['received by the stand-in (distinct / duplicates)', `${inbox.distinct} / ${inbox.duplicates}`],
      [
        IN_PROCESS ? 'bench process RSS (start → peak)' : 'server RSS (start → peak)',
        `${figures.startRssMb} → ${figures.peakRssMb} MB`,
      ],
    ];
    if (server) {
      const ratio = server.baseline.p95 ? server.during.p95 / server.baseline.p95 : NaN;
      rows.push(
        ['public page p95 before (requests)', `${server.baseline.p95} ms (${server.baseline.requests})`],
        ['public page p95 while sending (requests)', `${server.during.p95} ms (${server.during.requests})`],
        ['p95 ratio (bar: ≤ 1.10)', ratio.toFixed(2)],
        ['failed reads (status 0 or 5xx)', server.errors],
      );
    }
    console.log(table(['figure', 'value'], rows));
    if (inbox.duplicates > 0 || inbox.distinct !== figures.settled.sent)
      throw new Error(
        `the stand-in received ${inbox.distinct} distinct and ${inbox.duplicates} duplicate messages for ${figures.settled.sent} sent`,
      );
  } finally {
    await smtp.close();
  }
}

if (require.main === module) {
  runNewsletterSendBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
