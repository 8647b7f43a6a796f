/**
 * The blog benchmark (issue 4): requests per second and p50/p99 latency for an article page and the
 * public list API under `next start`, side by side in the same run with nginx serving the same
 * article's HTML as a static file; then Lighthouse (mobile settings, Debian Chromium) for /blog and
 * that article. Builds the app itself and runs it on a temporary DATA_DIR (embedded PGlite, demo seed).
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { capture, freePort, run, start, stop, waitForOk } from './lib/processes';

const ROOT = path.resolve(__dirname, '..');
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface LoadResult {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function load(target: string, url: string): Promise<LoadResult> {
  // A short warm-up so JIT, ISR and connection set-up are not part of the measurement.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    target,
    url,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

async function startNginx(
  dir: string,
  html: string,
): Promise<{ url: string; stopIt: () => Promise<void> } | null> {
  if (!NGINX) return null;
  const port = await freePort();
  const www = path.join(dir, 'www');
  await mkdir(path.join(www, 'blog'), { recursive: true });
  await writeFile(path.join(www, 'blog', 'article.html'), html);
  // nginx's workers drop to an unprivileged user when started as root: let them read the files.
  for (const p of [dir, www, path.join(www, 'blog')]) await chmod(p, 0o755);
  await chmod(path.join(www, 'blog', 'article.html'), 0o644);
  const conf = path.join(dir, 'nginx.conf');
  // Comparable to next start: one worker per core, keep-alive, no access log, gzip off (autocannon sends no Accept-Encoding).
  await writeFile(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { default_type text/html; }
  }
}
`,
  );
  const child = start(NGINX, ['-c', conf, '-p', dir], process.env, () => {});
  const url = `http://127.0.0.1:${port}/blog/article.html`;
  await waitForOk(url, 10_000).catch(async (err) => {
    console.error(await readFile(path.join(dir, 'nginx-error.log'), 'utf8').catch(() => ''));
    await stop(child);
    throw err;
  });
  return { url, stopIt: () => stop(child) };
}

async function lighthouse(pageName: string, url: string): Promise<LighthouseResult> {
  const out = await capture(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      // Lighthouse's defaults are its mobile settings (Moto G Power emulation, simulated slow 4G).
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { ...process.env, CHROME_PATH: CHROMIUM },
  );
  const report = JSON.parse(out) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  return {
    page: pageName,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

/**
 * Fetches every optimized image variant a page references, as a browser would ask for it, so
 * Lighthouse measures serving a cached variant (as from a CDN) rather than sharp's first encode.
 */
async function warmImages(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')),
  );
  for (const u of urls)
    await fetch(new URL(u, pageUrl), {
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
  return urls.size;
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  return [
    line(headers),
    '|' +
      widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|') +
      '|',
    ...cells.slice(1).map(line),
  ].join('\n');
}

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
    let serverLog = '';
    server = start(
      'npx',
      ['next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      env,
      (l) => (serverLog += l),
    );
    await waitForOk(`${origin}/api/health`, 120_000).catch((err) => {
      console.error(serverLog);
      throw err;
    });

    const list = (await (await fetch(`${origin}/api/blog/articles/market/global?limit=1`)).json()) as {
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
    console.log(`== load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
    results.push(await load('next start: article page (ISR)', articleUrl));
    results.push(await load('next start: GET /api/blog/articles/market/global', apiUrl));
    if (nginx) results.push(await load('nginx: same article HTML, static file', nginx.url));
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
