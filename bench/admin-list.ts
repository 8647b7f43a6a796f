/**
 * The admin list benchmark (issue 9): p50/p95 latency of GET /api/admin/blog/articles over HTTP, under
 * `next start` on a PostgreSQL database seeded with 100,000 articles. Sequential requests (one editor's
 * view of the latency), after a warm-up. Writes bench/results-admin-list.md.
 *
 * ADMIN_BENCH_PG_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres); the bench makes
 * and drops its own database on it. BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR (default .next).
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { percentile } from './lib/measure';
import { withPostgresApp } from './lib/postgres-app';

const ROOT = path.resolve(__dirname, '..');
const ROWS = Number(process.env.ADMIN_BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.ADMIN_BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const GOAL_P95_MS = 20;
const DB_NAME = 'ailex_bench_admin_list';

interface Scenario {
  name: string;
  query: string;
  /** Another URL than the list (the floor of the same server, measured the same way). */
  path?: string;
}

const SCENARIOS: Scenario[] = [
  // The floor: the same server's cheapest database-backed answer, so a loaded machine shows as such.
  { name: 'reference: GET /api/health (one query)', query: '', path: '/api/health' },
  { name: 'no filter, page 1', query: '' },
  { name: 'search "zebra" (rare word)', query: 'search=zebra' },
  { name: 'search "zeb" (3-letter fragment)', query: 'search=zeb' },
  { name: 'search "number" (in every title)', query: 'search=number' },
  {
    name: 'search "zebra" + status + market + language',
    query: 'search=zebra&status=published&market=usa&language=en',
  },
  {
    name: 'search "number" + status + market + language',
    query: 'search=number&status=published&market=usa&language=en',
  },
  { name: 'status + market + language, no search', query: 'status=draft&market=be-fr&language=fr' },
  // The offset is bounded at 10,000 rows (ADR 0056): page 1,000 of 10 is the deepest the list reaches.
  { name: 'deepest page (1,000)', query: 'page=1000' },
];

interface Result {
  name: string;
  total: number;
  p50: number;
  p95: number;
  max: number;
}

/** ROWS articles in the migrated database (one INSERT … SELECT), vacuumed and analyzed. */
async function seedArticles(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const started = performance.now();
    await sql`
      insert into blog_articles (title, slug, summary, content, status, market, language, created_at, updated_at)
      select
        'Article number ' || g || case when g % 1000 = 7 then ' about Zebra crossings' else '' end,
        'article-' || g,
        case when g % 997 = 3 then 'Notes on zebra law' else 'Summary of article ' || g end,
        '<p>' || repeat('Body text of the article. ', 40) || '</p>',
        (array['draft', 'published', 'archived'])[g % 3 + 1],
        (array['global', 'usa', 'be-fr', 'be-nl'])[g % 4 + 1],
        (array['en', 'en', 'fr', 'nl'])[g % 4 + 1],
        now() - g * interval '1 minute',
        now() - g * interval '1 minute'
      from generate_series(1, ${ROWS}) as g`;
    // Where autovacuum would be after a bulk insert: statistics, and a visibility map for index-only scans.
    await sql`vacuum analyze blog_articles`;
    console.log(`== ${ROWS} articles inserted and vacuumed in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await sql.end();
  }
}

async function measure(origin: string, auth: string, s: Scenario): Promise<Result> {
  const url = `${origin}${s.path ?? '/api/admin/blog/articles'}${s.query ? `?${s.query}` : ''}`;
  const headers = { authorization: auth };
  let total = 0;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { pagination?: { total: number } };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    total = body.pagination?.total ?? 0;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: s.name,
    total,
    p50: round(percentile(times, 50) ?? 0),
    p95: round(percentile(times, 95) ?? 0),
    max: round(times.at(-1)!),
  };
}

function report(results: Result[], loadavg: number[]): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.total.toLocaleString('en')} | ${r.p50} | ${r.p95} | ${r.max} | ${r.p95 < GOAL_P95_MS ? 'yes' : 'no'} |`,
  );
  return [
    '# Admin article list: latency over HTTP',
    '',
    `\`npm run bench\` (bench/admin-list.ts). Commit ${commit}, ${new Date().toISOString()}, ${os.cpus().length} × ${cpu},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average before the run ${loadavg.map((l) => l.toFixed(2)).join(' / ')}.`,
    '',
    `\`next start\` (production build) on PostgreSQL at 127.0.0.1:5432, ${ROWS.toLocaleString('en')} articles; ${REQUESTS}`,
    `sequential requests per row after ${WARMUP} warm-up requests, keep-alive, bearer session, 10 articles a page.`,
    `Goal: p95 under ${GOAL_P95_MS} ms.`,
    '',
    '| Request | Matches | p50 ms | p95 ms | max ms | p95 < goal |',
    '|:--|--:|--:|--:|--:|:-:|',
    ...rows,
    '',
  ].join('\n');
}

/** `build: false` reuses the build in NEXT_DIST_DIR (default .next), e.g. the one the public bench just made. */
export async function runAdminListBench({ build = true }: { build?: boolean } = {}): Promise<Result[]> {
  return withPostgresApp({ dbName: DB_NAME, build, seed: seedArticles }, async ({ origin, auth }) => {
    const loadavg = os.loadavg();
    const results: Result[] = [];
    for (const s of SCENARIOS) {
      const r = await measure(origin, auth, s);
      console.log(`${r.name}: p50 ${r.p50} ms, p95 ${r.p95} ms (${r.total} matches)`);
      results.push(r);
    }
    const md = report(results, loadavg);
    console.log(`\n${md}`);
    await writeFile(path.join(ROOT, 'bench/results-admin-list.md'), md);
    return results;
  });
}
