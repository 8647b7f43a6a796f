/** Measuring tools shared by the benchmarks: autocannon, nginx beside next start, Lighthouse, tables. */
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { capture, freePort, start, stop, waitForOk } from './processes';

export const ROOT = path.resolve(__dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CONNECTIONS = 10;

export interface LoadResult {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  /** From every response's time (autocannon's own summary has no p95). */
  p95: number;
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

/** The p-th percentile of ascending `sorted` (nearest rank); undefined when it is empty. */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Requests per second and latency, 10 connections, after a 2 s warm-up (JIT, ISR, connections). */
export async function load(
  target: string,
  url: string,
  durationS: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const times: number[] = [];
  const r = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers }).on(
    'response',
    (_client, _status, _bytes, ms) => times.push(ms),
  );
  times.sort((a, b) => a - b);
  return {
    target,
    url,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p95: Math.round((percentile(times, 95) ?? 0) * 10) / 10,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

/**
 * nginx (Debian's) serving `body` as a static file at `urlPath` (default: an article's HTML) from `dir`;
 * null when nginx is not installed.
 */
export async function startNginx(
  dir: string,
  body: string | Buffer,
  { urlPath = '/blog/article.html', contentType = 'text/html' } = {},
): Promise<{ url: string; stopIt: () => Promise<void> } | null> {
  if (!NGINX) return null;
  const port = await freePort();
  const www = path.join(dir, 'www');
  const file = path.join(www, ...urlPath.split('/').filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  // nginx's workers drop to an unprivileged user when started as root: let them read the files.
  for (let d = path.dirname(file); d.startsWith(dir); d = path.dirname(d)) await chmod(d, 0o755);
  await chmod(file, 0o644);
  // Comparable to next start: one worker per core, keep-alive, no access log, gzip off (autocannon sends no Accept-Encoding).
  const url = `http://127.0.0.1:${port}${urlPath}`;
  const stopIt = await runNginx(
    NGINX,
    dir,
    1024,
    `  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { default_type ${contentType}; }
  }`,
    url,
  );
  return { url, stopIt };
}

/**
 * nginx with its own config in `dir` (pid, logs and temp paths there, no access log) and `server` inside
 * its http block; resolves once `readyUrl` answers, with the function that stops it.
 */
export async function runNginx(
  nginx: string,
  dir: string,
  connections: number,
  server: string,
  readyUrl: string,
): Promise<() => Promise<void>> {
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  const child = start(nginx, ['-c', conf, '-p', dir], process.env, () => {});
  await waitForOk(readyUrl, 10_000).catch(async (err) => {
    console.error(await readFile(path.join(dir, 'nginx-error.log'), 'utf8').catch(() => ''));
    await stop(child);
    throw err;
  });
  return () => stop(child);
}

/** One Lighthouse run with its default (mobile) settings in Debian's Chromium. */
/**
 * How Lighthouse slows the page down: `simulate` (Lantern: loads at full speed, then models a slow
 * phone and network; what PageSpeed Insights shows) or `devtools` (the page really loads over the
 * throttled connection and CPU, as a phone would: a render-blocking round trip shows in full).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export async function lighthouse(
  pageName: string,
  url: string,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseResult> {
  const out = await capture(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${throttling}`,
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
export async function warmImages(pageUrl: string): Promise<number> {
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

/** A Markdown table, first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
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
