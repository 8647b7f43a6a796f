/**
 * The blog benchmark (issue 4): requests per second and p50/p99 latency for an article page and the
 * public list API under `next start`, side by side in the same run with nginx serving the same
 * article's HTML as a static file; then Lighthouse (mobile settings, Debian Chromium) for /blog and
 * that article. Builds the app itself and runs it on a temporary DATA_DIR (embedded PGlite, demo seed).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CHROMIUM,
  lighthouse,
  load,
  ROOT,
  startNginx,
  table,
  warmImages,
  type LighthouseResult,
  type LoadResult,
} from './lib/measure';
import { freePort, run, start, startNextServer, stop } from './lib/processes';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

export async function runBlogBench(): Promise<{ load: LoadResult[]; lighthouse: LighthouseResult[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: origin,
    SEED_DEMO: 'true',
    PORT: String(port),
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  let server: ReturnType<typeof start> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('== building the app (next build)');
      await run('npx', ['next', 'build'], env);
    }
    console.log(`== starting next start on ${origin} (DATA_DIR ${dataDir})`);
    server = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });

    const list = (await (await fetch(`${origin}/api/blog/articles/market/global?limit=20`)).json()) as {
      articles: { slug: string }[];
    };
    const slug = list.articles[0]?.slug;
    if (!slug) throw new Error('no published article to benchmark');
    const articleUrl = `${origin}/blog/${slug}`;
    const apiUrl = `${origin}/api/blog/articles/market/global?limit=20`;
    // First request renders the article and stores it (ISR); the second proves it is served from the cache.
    await fetch(articleUrl);
    const cached = await fetch(articleUrl);
    const html = await cached.text();
    console.log(
      `== article ${articleUrl}: ${html.length} bytes, x-nextjs-cache: ${cached.headers.get('x-nextjs-cache') ?? 'n/a'}`,
    );

    nginx = await startNginx(dir, html);
    const results: LoadResult[] = [];
    console.log(`== load: autocannon, 10 connections, ${DURATION_S} s each, loopback`);
    results.push(await load('next start: article page (ISR)', articleUrl, DURATION_S));
    results.push(await load('next start: GET /api/blog/articles/market/global', apiUrl, DURATION_S));
    if (nginx) results.push(await load('nginx: same article HTML, static file', nginx.url, DURATION_S));
    else console.log('nginx not found: apt-get install -y nginx (the comparison row is skipped)');

    const lh: LighthouseResult[] = [];
    if (existsSync(CHROMIUM)) {
      const warmed = (await warmImages(`${origin}/blog`)) + (await warmImages(articleUrl));
      console.log(`== Lighthouse (mobile settings; ${warmed} optimized image variants warmed first)`);
      lh.push(await lighthouse('/blog', `${origin}/blog`));
      lh.push(await lighthouse(`/blog/${slug}`, articleUrl));
    } else {
      console.log(`no Chromium at ${CHROMIUM}: Lighthouse skipped (apt-get install -y chromium)`);
    }

    console.log('\nBlog benchmark — loopback, 10 connections\n');
    console.log(
      table(
        ['Target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'bytes/req'],
        results.map((r) => [
          r.target,
          r.requestsPerSecond,
          r.p50,
          r.p99,
          r.non2xx,
          r.errors,
          r.bytesPerRequest,
        ]),
      ),
    );
    const nextArticle = results[0]!;
    const nginxRow = results.find((r) => r.target.startsWith('nginx'));
    if (nginxRow) {
      console.log(
        `\nnginx / next start (article page): ${(nginxRow.requestsPerSecond / nextArticle.requestsPerSecond).toFixed(1)}× the requests per second`,
      );
    }
    if (lh.length) {
      console.log('\nLighthouse (mobile)\n');
      console.log(
        table(
          ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
          lh.map((r) => [
            r.page,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.lcpMs,
            r.tbtMs,
            r.cls,
          ]),
        ),
      );
    }
    await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    const file = path.join(
      ROOT,
      'bench/results',
      `blog-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await writeFile(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), cpus: os.cpus().length, load: results, lighthouse: lh },
        null,
        2,
      ),
    );
    console.log(`\nresults saved to ${path.relative(ROOT, file)}`);
    return { load: results, lighthouse: lh };
  } finally {
    await nginx?.stopIt();
    await stop(server);
    await rm(dir, { recursive: true, force: true });
  }
}
