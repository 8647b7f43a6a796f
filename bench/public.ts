/**
 * The public pages' benchmark (issue 12), every figure beside the framework's floor measured in the same
 * run: an empty App Router page (`bench/empty-app`) built with this project's own next binary. Sections:
 * `js` (JavaScript a fresh visit loads, gzipped), `throughput` (autocannon: an article, the empty page,
 * the empty app's static page of an article's size, nginx serving the article's HTML), `lighthouse`
 * (mobile, median of 3) and `memory` (resident memory
 * over 20,000 article renders that miss the cache). Writes `bench/results.md` on a full run.
 * BENCH_SKIP_BUILD=1 reuses both builds (NEXT_DIST_DIR names the app's); BENCH_DURATION (s) and
 * BENCH_MEMORY_RENDERS and BENCH_LIGHTHOUSE_ROUNDS shorten a trial run.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MARKETS, articlePath, type MarketCode } from '../lib/markets';
import { measurePageJs } from './js-bytes';
import { CHROMIUM, load, ROOT, startNginx } from './lib/measure';
import { runLighthouse } from './lib/public-lighthouse';
import { measureMemory } from './lib/public-memory';
import { freePort, run, start, startNextServer, stop } from './lib/processes';
import { machineHeader, type OwnSizeFloor, writeReport, type Report } from './lib/public-report';

export const PUBLIC_SECTIONS = ['js', 'throughput', 'lighthouse', 'memory'] as const;
export type PublicSection = (typeof PUBLIC_SECTIONS)[number];

const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const EMPTY_APP = path.join(ROOT, 'bench/empty-app');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1' };
const SITE_PAGES = ['/', '/tx', '/login', '/security-whitepaper'];
/** bench/empty-app's static page of about an article's HTML size. */
const SAME_SIZE_PATH = '/same-size';
/** Its page of an article's whole HTML size, inline stylesheet included (issue 40). */
const SAME_BYTES_PATH = '/same-size-inline-css';

interface Server {
  origin: string;
  child: ReturnType<typeof start>;
}

async function startNext(cwd: string, env: NodeJS.ProcessEnv, health: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = await startNextServer({
    port,
    env: { ...env, PORT: String(port), SITE_URL: origin },
    healthUrl: origin + health,
    cwd,
  });
  return { origin, child };
}

/** The newest published article of each market, as its public path. */
async function articlePaths(origin: string): Promise<Record<MarketCode, string>> {
  const out: Partial<Record<MarketCode, string>> = {};
  for (const m of MARKETS) {
    const res = await fetch(`${origin}/api/blog/articles/market/${m.code}?limit=20`);
    const { articles } = (await res.json()) as { articles: { slug: string }[] };
    const slug = articles[0]?.slug;
    if (!slug) throw new Error(`no published article in ${m.code}`);
    out[m.code] = articlePath(m.code, slug);
  }
  return out as Record<MarketCode, string>;
}

/**
 * Each page beside the empty app's static page of the same bytes (issue 40: `/blog` and `/tx`, not only the
 * article): the floor's paragraphs are chosen from two calibration sizes, since a paragraph's bytes are
 * fixed.
 */
async function ownSizeFloors(appOrigin: string, emptyOrigin: string, pagePaths: string[]) {
  const bytes = async (url: string) => (await (await fetch(url)).text()).length;
  const [at100, at200] = [
    await bytes(`${emptyOrigin}/same-bytes/100`),
    await bytes(`${emptyOrigin}/same-bytes/200`),
  ];
  const perParagraph = (at200 - at100) / 100;
  const rows: OwnSizeFloor[] = [];
  for (const page of pagePaths) {
    const html = await bytes(appOrigin + page);
    const paragraphs = Math.max(1, Math.round(100 + (html - at100) / perParagraph));
    const floorUrl = `${emptyOrigin}/same-bytes/${paragraphs}`;
    const floorHtml = await bytes(floorUrl);
    rows.push({
      page,
      html,
      floorHtml,
      app: await load(`${page} (next start, cached)`, appOrigin + page, DURATION_S),
      floor: await load(`empty app: a static page of ${page}'s bytes`, floorUrl, DURATION_S),
    });
  }
  return rows;
}

export async function runPublicBench(sections: ReadonlySet<PublicSection>): Promise<void> {
  if (sections.size === 0) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-public-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(dir, 'data'),
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: 'Bench Admin',
    TRUSTED_PROXY_HOPS: '0',
  };
  delete env.DATABASE_URL;
  const distDir = env.NEXT_DIST_DIR || '.next';
  const servers: Server[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  const report: Report = { header: await machineHeader(), sections: [...sections] };
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log(`== building the app (next build into ${distDir})`);
      await run(process.execPath, [NEXT_BIN, 'build'], env);
      console.log('== building the empty page (bench/empty-app)');
      await run(process.execPath, [NEXT_BIN, 'build', EMPTY_APP], { ...env, NEXT_DIST_DIR: '' });
    }
    const app = await startNext(ROOT, env, '/api/health');
    servers.push(app);
    const empty = await startNext(EMPTY_APP, { ...env, NEXT_DIST_DIR: '' }, '/');
    servers.push(empty);
    const articles = await articlePaths(app.origin);
    const indexes = MARKETS.map((m) => m.basePath);
    const pages = [...SITE_PAGES, ...indexes, ...MARKETS.map((m) => articles[m.code])];
    // Renders every page once (ISR) so the figures below are of the cached pages.
    for (const p of pages) await fetch(app.origin + p);
    const articleUrl = app.origin + articles.global;
    const articleHtml = await (await fetch(articleUrl)).text();
    const emptyHtml = await (await fetch(empty.origin)).text();
    const sameSizeHtml = await (await fetch(empty.origin + SAME_SIZE_PATH)).text();
    const sameBytesHtml = await (await fetch(empty.origin + SAME_BYTES_PATH)).text();
    report.html = {
      article: articleHtml.length,
      empty: emptyHtml.length,
      sameSize: sameSizeHtml.length,
      sameBytes: sameBytesHtml.length,
      articlePath: articles.global,
    };

    if (sections.has('js')) {
      console.log('== JavaScript per page (Chromium, gzip level 6)');
      const floor = (await measurePageJs(empty.origin, ['/']))[0]!;
      report.js = { floor, pages: await measurePageJs(app.origin, pages), articlePaths: articles };
    }
    if (sections.has('throughput')) {
      nginx = await startNginx(dir, articleHtml);
      console.log(`== throughput: autocannon, 10 connections, ${DURATION_S} s each`);
      report.throughput = {
        article: await load(`article ${articles.global} (next start, ISR)`, articleUrl, DURATION_S),
        empty: await load('empty page (next start)', empty.origin + '/', DURATION_S),
        sameSize: await load(
          "empty app: a static page of an article's size",
          empty.origin + SAME_SIZE_PATH,
          DURATION_S,
        ),
        sameBytes: await load(
          "empty app: a static page of the article's whole HTML size",
          empty.origin + SAME_BYTES_PATH,
          DURATION_S,
        ),
        nginx: nginx ? await load('nginx: the article HTML as a file', nginx.url, DURATION_S) : null,
        ownSize: await ownSizeFloors(app.origin, empty.origin, ['/blog', '/tx']),
      };
    }
    if (sections.has('lighthouse')) {
      if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
      report.lighthouse = await runLighthouse(
        [
          { page: 'empty page (floor)', url: empty.origin + '/' },
          ...pages.map((p) => ({ page: p, url: app.origin + p })),
        ],
        Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3),
      );
    }
    if (sections.has('memory')) {
      report.memory = await measureMemory({
        origin: app.origin,
        pid: app.child.pid!,
        distDir: path.join(ROOT, distDir),
        admin: ADMIN,
        paths: Object.values(articles),
        renders: Number(process.env.BENCH_MEMORY_RENDERS ?? 20_000),
      });
    }
    await writeReport(report);
  } finally {
    await nginx?.stopIt();
    for (const s of servers) await stop(s.child);
    await rm(dir, { recursive: true, force: true });
  }
}
