/**
 * The image benchmark (issue 10), under `next start` (production build) on a PostgreSQL database:
 * - memory: the server's resident set while 2,000 images are uploaded one after another through
 *   POST /api/admin/images (byte sniffing, sharp re-encode, local storage), sampled every 200;
 * - resize: p95 of next/image's optimizer under 10 connections, first on images it has never resized
 *   (cache misses), then on one it has (its disk cache), beside nginx serving the very same bytes and
 *   the original served by our /media route, all in the same run.
 * Writes bench/results-images.md. ADMIN_BENCH_PG_URL names the PostgreSQL server (the bench makes and
 * drops its own database); BENCH_SKIP_BUILD=1 reuses the build; BENCH_IMAGE_UPLOADS shortens a trial.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { percentile, startNginx } from './lib/measure';
import { withPostgresApp } from './lib/postgres-app';
import { treeRssMb } from './lib/processes';

const ROOT = path.resolve(__dirname, '..');
const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 2000);
const SAMPLE_EVERY = UPLOADS / 10;
const COLD_RESIZES = Math.min(400, UPLOADS);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const WIDTH = 640;
/** As a browser asks: WebP accepted, so the optimizer answers WebP (its default format list). */
const ACCEPT = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const DB_NAME = 'ailex_bench_images';
/** Memory has levelled off when the second half of the uploads grows the resident set by less than this. */
const LEVEL_OFF_PCT = 10;

interface MemorySample {
  uploads: number;
  mb: number;
}

/** Ten distinct photo-like JPEGs at the recommended featured size (noise: no encoder shortcut). */
async function sourceImages(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      sharp({
        create: {
          width: 1200,
          height: 630,
          channels: 3,
          background: { r: 20 * i, g: 120, b: 200 - 15 * i },
          noise: { type: 'gaussian', mean: 100 + i * 10, sigma: 25 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

async function upload(origin: string, auth: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${origin}/api/admin/images`, {
    method: 'POST',
    headers: { authorization: auth },
    body: form,
  });
  const body = (await res.json()) as { image?: { url: string }; error?: string };
  if (res.status !== 201 || !body.image) throw new Error(`upload ${name}: ${res.status} ${body.error}`);
  return body.image.url;
}

const optimized = (origin: string, url: string) =>
  `${origin}/_next/image?url=${encodeURIComponent(url)}&w=${WIDTH}&q=75`;

interface Latency {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function summary(target: string, times: number[], seconds: number): Latency {
  times.sort((x, y) => x - y);
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
  return {
    target,
    requestsPerSecond: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

/** One GET, body read to its end; throws unless 200 (and, when `miss`, unless the optimizer resized it now). */
async function timedGet(url: string, headers: Record<string, string>, miss = false): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200 || (miss && res.headers.get('x-nextjs-cache') === 'HIT'))
    throw new Error(`${url}: ${res.status}, cache ${res.headers.get('x-nextjs-cache')}`);
  return ms;
}

/** Each of `urls` fetched once, `CONNECTIONS` at a time: every request a resize the optimizer has not cached. */
async function coldResizes(origin: string, urls: string[]): Promise<Latency> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < urls.length) times.push(await timedGet(optimized(origin, urls[next++]!), ACCEPT, true));
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return summary('next/image, never resized before', times, (performance.now() - started) / 1000);
}

/**
 * `url` for `DURATION_S` seconds over `CONNECTIONS` keep-alive connections, after a 2 s warm-up. Not
 * autocannon: its response parser is the bottleneck on binary bodies (nginx serving 34 KB of random
 * bytes measured 1,960 req/s through it, the same size of text 9,758).
 */
async function steadyLoad(
  target: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Latency> {
  const run = async (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) times.push(await timedGet(url, headers));
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    return times;
  };
  await run(2);
  return summary(target, await run(DURATION_S), DURATION_S);
}

function report(r: {
  memory: MemorySample[];
  uploadsPerSecond: number;
  cold: Latency;
  loads: Latency[];
  resizedBytes: number;
  originalBytes: number;
  loadavg: number[];
}): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const half = r.memory.find((s) => s.uploads === UPLOADS / 2) ?? r.memory[0]!;
  const last = r.memory.at(-1)!;
  const growth = ((last.mb - half.mb) / half.mb) * 100;
  const nginx = r.loads.find((l) => l.target.startsWith('nginx'));
  const ratio = (l: Latency) =>
    nginx ? `${(l.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}×` : 'n/a';
  return [
    '# Images: upload memory and resized-image latency',
    '',
    `\`npm run bench\` (bench/images.ts). Commit ${commit}, ${new Date().toISOString()}, ${os.cpus().length} × ${cpu},`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average before the run ${r.loadavg.map((l) => l.toFixed(2)).join(' / ')}.`,
    '',
    `\`next start\` (production build) on PostgreSQL at 127.0.0.1:5432, local disk storage.`,
    '',
    `## Resident memory over ${UPLOADS.toLocaleString('en')} uploads`,
    '',
    `Sequential uploads of 1200×630 photo-like JPEGs (stored at about ${Math.round(r.originalBytes / 1024)} KB each), ${r.uploadsPerSecond} uploads/s.`,
    `Resident set of the server's process tree after each ${SAMPLE_EVERY} uploads:`,
    '',
    '| Uploads | RSS MB |',
    '|--:|--:|',
    ...r.memory.map((s) => `| ${s.uploads.toLocaleString('en')} | ${s.mb} |`),
    '',
    `Second half (${half.uploads.toLocaleString('en')} → ${last.uploads.toLocaleString('en')}): ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% ` +
      `(goal: levels off, under +${LEVEL_OFF_PCT}%: ${growth < LEVEL_OFF_PCT ? 'met' : 'missed'}).`,
    '',
    `## next/image, ${WIDTH} px wide, WebP, ${CONNECTIONS} connections`,
    '',
    `Cache misses: ${COLD_RESIZES} images never resized before, ${CONNECTIONS} at a time: ${r.cold.requestsPerSecond} ` +
      `resizes/s, p50 ${r.cold.p50} ms, p95 ${r.cold.p95} ms, p99 ${r.cold.p99} ms.`,
    '',
    `Cached (${DURATION_S} s per row after a 2 s warm-up, ${CONNECTIONS} keep-alive connections from Node's fetch); ` +
      `the resized file is ${r.resizedBytes.toLocaleString('en')} bytes:`,
    '',
    '| Target | req/s | vs nginx | p50 ms | p95 ms | p99 ms |',
    '|:--|--:|--:|--:|--:|--:|',
    ...r.loads.map(
      (l) => `| ${l.target} | ${l.requestsPerSecond} | ${ratio(l)} | ${l.p50} | ${l.p95} | ${l.p99} |`,
    ),
    '',
  ].join('\n');
}

/** `build: false` reuses the build in NEXT_DIST_DIR (default .next). */
export async function runImagesBench({ build = true }: { build?: boolean } = {}): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-images-nginx-'));
  try {
    await withPostgresApp({ dbName: DB_NAME, build }, async ({ origin, pid, auth }) => {
      const sources = await sourceImages();
      const loadavg = os.loadavg();

      console.log(`== memory: ${UPLOADS} uploads`);
      const memory: MemorySample[] = [{ uploads: 0, mb: await treeRssMb(pid) }];
      const urls: string[] = [];
      const started = performance.now();
      for (let i = 1; i <= UPLOADS; i += 1) {
        urls.push(await upload(origin, auth, sources[i % sources.length]!, `bench-${i}.jpg`));
        if (i % SAMPLE_EVERY === 0) {
          memory.push({ uploads: i, mb: await treeRssMb(pid) });
          console.log(`   ${i} uploads: ${memory.at(-1)!.mb} MB resident`);
        }
      }
      const uploadsPerSecond = Math.round((UPLOADS / (performance.now() - started)) * 1000 * 10) / 10;

      console.log(`== next/image: ${COLD_RESIZES} cache misses, then one cached image under load`);
      const cold = await coldResizes(origin, urls.slice(0, COLD_RESIZES));
      const hot = urls[0]!;
      const resized = Buffer.from(
        await (await fetch(optimized(origin, hot), { headers: ACCEPT })).arrayBuffer(),
      );
      const original = Buffer.from(await (await fetch(origin + hot)).arrayBuffer());
      const nginx = await startNginx(dir, resized, {
        urlPath: '/media/resized.webp',
        contentType: 'image/webp',
      });
      const loads: Latency[] = [];
      try {
        loads.push(await steadyLoad(`next/image ${WIDTH} px (cached)`, optimized(origin, hot), ACCEPT));
        loads.push(await steadyLoad('/media route: the stored original', origin + hot));
        if (nginx) loads.push(await steadyLoad('nginx: the same resized bytes as a file', nginx.url));
      } finally {
        await nginx?.stopIt();
      }
      const md = report({
        memory,
        uploadsPerSecond,
        cold,
        loads,
        resizedBytes: resized.length,
        originalBytes: original.length,
        loadavg,
      });
      console.log(`\n${md}`);
      await writeFile(path.join(ROOT, 'bench/results-images.md'), md);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
