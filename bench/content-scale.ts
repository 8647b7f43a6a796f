/**
 * The content-scale benchmark (issue 27): the same production build on PostgreSQL databases of 1,000,
 * 10,000 and 100,000 articles (bench/lib/bulk-articles.ts: 90 % published, four markets, eight
 * categories, three years). Per size: the sitemap index and its first article file (first request, which
 * builds it, then cached p50/p95, size), four concurrent first requests of another file with
 * /api/health timed beside them (one rebuild at a time), archive pages (first request and cached), the
 * admin list p50/p95 per query shape the portal sends, the server's resident memory, and the growth
 * factor from the smallest size to the largest. Writes bench/results-content-scale.md and the same
 * table into bench/results.md (between its content-scale markers).
 *
 * CONTENT_SCALE_SIZES (default 1000,10000,100000) picks the sizes; CONTENT_SCALE_REQUESTS (default 100)
 * the sequential requests per cached figure. BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { insertBulkArticles } from './lib/bulk-articles';
import { percentile } from './lib/measure';
import { withPostgresApp } from './lib/postgres-app';
import { treeRssMb } from './lib/processes';

const ROOT = path.resolve(__dirname, '..');
const SIZES = (process.env.CONTENT_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.CONTENT_SCALE_REQUESTS ?? 100);
const WARMUP = 10;
const DB_NAME = 'ailex_bigblog_bench_scale';
const START = '<!-- content-scale:start -->';
const END = '<!-- content-scale:end -->';

/** Admin list query shapes, as the portal sends them. */
const ADMIN_SHAPES: { name: string; query: string }[] = [
  { name: 'list, no filter', query: 'page=1&limit=10' },
  { name: 'search common word "contract"', query: 'page=1&limit=10&search=contract' },
  { name: 'search rare word "zebra"', query: 'page=1&limit=10&search=zebra' },
  { name: 'search 3-letter fragment "zeb"', query: 'page=1&limit=10&search=zeb' },
  {
    name: 'search + status + market + language',
    query: 'page=1&limit=10&search=contract&status=published&market=usa&language=en',
  },
  {
    name: 'translations sources (100 rows)',
    query: 'page=1&limit=100&status=published&market=global&language=en',
  },
  { name: 'deepest page (1,001)', query: 'page=1001&limit=10' },
];

interface Timing {
  p50: number;
  p95: number;
}

type Figures = Map<string, number | string>;

const round = (n: number) => Math.round(n * 10) / 10;

async function timeOnce(url: string, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, bytes: body.byteLength };
}

async function timeMany(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const r = await timeOnce(url, headers);
    if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
    if (i >= WARMUP) times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50) ?? 0), p95: round(percentile(times, 95) ?? 0) };
}

async function seed(rows: number, url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const t0 = performance.now();
    await insertBulkArticles(sql, rows);
    console.log(`== ${rows} articles inserted and vacuumed in ${Math.round(performance.now() - t0)} ms`);
  } finally {
    await sql.end();
  }
}

async function measureSize(rows: number, build: boolean): Promise<Figures> {
  return withPostgresApp(
    { dbName: DB_NAME, build, seed: (url) => seed(rows, url) },
    async ({ origin, pid, auth }) => {
      const f: Figures = new Map();
      const ok = async (p: string, expect = 200) => {
        const r = await timeOnce(`${origin}${p}`);
        if (r.status !== expect) throw new Error(`${p}: ${r.status}, expected ${expect}`);
        return r;
      };
      // Sitemap: the index and the first file, built by the first request, then from the cache.
      const index = await ok('/sitemap.xml');
      const indexXml = await (await fetch(`${origin}/sitemap.xml`)).text();
      const files = [...indexXml.matchAll(/<loc>[^<]+\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
      f.set('sitemap files (pages.xml + article files)', files.length);
      f.set('sitemap index: first request ms', round(index.ms));
      f.set('sitemap index: size KB', round(index.bytes / 1024));
      const cachedIndex = await timeMany(`${origin}/sitemap.xml`);
      f.set('sitemap index: cached p50 / p95 ms', `${cachedIndex.p50} / ${cachedIndex.p95}`);
      const first = await ok('/sitemaps/global-1.xml');
      f.set('sitemap file global-1: first request ms', round(first.ms));
      f.set('sitemap file global-1: size KB', round(first.bytes / 1024));
      const cachedFile = await timeMany(`${origin}/sitemaps/global-1.xml`);
      f.set('sitemap file global-1: cached p50 / p95 ms', `${cachedFile.p50} / ${cachedFile.p95}`);
      // Four first requests of one file at once, /api/health asked while they run.
      const burst = Promise.all(Array.from({ length: 4 }, () => ok('/sitemaps/usa-1.xml')));
      await new Promise((r) => setTimeout(r, 20));
      const health = await ok('/api/health');
      const burstTimes = await burst;
      f.set(
        '4 concurrent first requests of usa-1: slowest ms',
        round(Math.max(...burstTimes.map((b) => b.ms))),
      );
      f.set('/api/health during them ms', round(health.ms));
      // Archive pages: first request (renders), then cached.
      const lastPage = Math.max(1, Math.ceil(((rows / 4) * 0.8) / 20));
      for (const p of ['/blog', '/blog/page/2', `/blog/page/${lastPage}`, '/blog/usa/category/billing']) {
        const r = await ok(p);
        f.set(`archive ${p.replace(String(lastPage), 'last')}: first request ms`, round(r.ms));
      }
      await ok(`/blog/page/${lastPage + 1}`, 404);
      const cachedArchive = await timeMany(`${origin}/blog/page/2`);
      f.set('archive /blog/page/2: cached p50 / p95 ms', `${cachedArchive.p50} / ${cachedArchive.p95}`);
      // Admin list, per query shape.
      for (const s of ADMIN_SHAPES) {
        const t = await timeMany(`${origin}/api/admin/blog/articles?${s.query}`, { authorization: auth });
        f.set(`admin ${s.name}: p50 / p95 ms`, `${t.p50} / ${t.p95}`);
      }
      const page = await (
        await fetch(`${origin}/api/admin/blog/articles?page=1&limit=10`, { headers: { authorization: auth } })
      ).text();
      f.set('admin list page of 10: size KB', round(page.length / 1024));
      f.set('server resident memory MB (after all of the above)', Math.round(await treeRssMb(pid)));
      return f;
    },
  );
}

/** The first number of a figure ("12.3 / 20.1" → 12.3). */
const firstNumber = (v: number | string | undefined) =>
  typeof v === 'number' ? v : Number(String(v).split(' / ')[0]);

function table(results: { rows: number; figures: Figures }[]): string {
  const names = [...(results[0]?.figures.keys() ?? [])];
  const head = `| figure | ${results.map((r) => `${r.rows.toLocaleString('en')} articles`).join(' | ')} | growth ×|`;
  const lines = names.map((n) => {
    const values = results.map((r) => r.figures.get(n));
    const a = firstNumber(values[0]);
    const b = firstNumber(values.at(-1));
    const growth = a > 0 && Number.isFinite(b) ? `${round(b / a)}` : '';
    return `| ${n} | ${values.map(String).join(' | ')} | ${growth} |`;
  });
  return [head, `|:--|${results.map(() => '--:|').join('')}--:|`, ...lines].join('\n');
}

/** `build: false` reuses the build in NEXT_DIST_DIR (default .next); otherwise it builds before the first size. */
export async function runContentScaleBench({ build = true }: { build?: boolean } = {}): Promise<void> {
  const loadBefore = os.loadavg();
  const results: { rows: number; figures: Figures }[] = [];
  for (const rows of SIZES) {
    console.log(`== content scale: ${rows.toLocaleString('en')} articles`);
    const figures = await measureSize(rows, build && results.length === 0);
    console.log(figures);
    results.push({ rows, figures });
  }
  const loadAfter = os.loadavg();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const md = [
    '## Content scale (issue 27)',
    '',
    `\`npm run bench -- --only=content-scale\` (bench/content-scale.ts). Commit ${commit}, ${new Date().toISOString()},`,
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load average before ${load(loadBefore)}, after ${load(loadAfter)}.`,
    `\`next start\` on PostgreSQL (127.0.0.1), one database per size; ${REQUESTS} sequential requests per cached figure`,
    `after ${WARMUP} warm-up requests. "growth ×" is the largest size's figure over the smallest's (first number).`,
    '',
    table(results),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  await writeFile(
    path.join(ROOT, 'bench/results-content-scale.md'),
    `# Content scale\n\n${md.split('\n').slice(2).join('\n')}`,
  );
  const resultsPath = path.join(ROOT, 'bench/results.md');
  const current = await readFile(resultsPath, 'utf8').catch(() => '');
  const section = `${START}\n${md}${END}\n`;
  const at = current.indexOf(START);
  const next =
    at >= 0
      ? `${current.slice(0, at)}${section}${current.slice(current.indexOf(END) + END.length + 1)}`
      : `${current.trimEnd()}\n\n${section}`;
  await writeFile(resultsPath, next);
}
