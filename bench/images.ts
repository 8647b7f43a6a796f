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
import postgres from 'postgres';
import sharp from 'sharp';
import { load, percentile, startNginx, type LoadResult } from './lib/measure';
import { freePort, run, startNextServer, stop, treeRssMb } from './lib/processes';

const ROOT = path.resolve(__dirname, '..');
const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 2000);
const SAMPLE_EVERY = UPLOADS / 10;
const COLD_RESIZES = Math.min(400, UPLOADS);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const WIDTH = 640;
/** As a browser asks: WebP accepted, so the optimizer answers WebP (its default format list). */
const ACCEPT = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const SERVER_URL = process.env.ADMIN_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ailex_bench_images';
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1', name: 'Bench Admin' };
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

async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  await admin.end();
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], env);
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

/** Each of `urls` fetched once, `CONNECTIONS` at a time: every request a resize the optimizer has not cached. */
async function coldResizes(
  origin: string,
  urls: string[],
): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      const res = await fetch(optimized(origin, url), { headers: ACCEPT });
      await res.arrayBuffer();
      if (res.status !== 200 || res.headers.get('x-nextjs-cache') === 'HIT')
        throw new Error(`${url}: ${res.status}, cache ${res.headers.get('x-nextjs-cache')}`);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  times.sort((a, b) => a - b);
  const round = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)) };
}

function report(r: {
  memory: MemorySample[];
  uploadsPerSecond: number;
  cold: { p50: number; p95: number; max: number };
  loads: LoadResult[];
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
  const ratio = (l: LoadResult) =>
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
    `Cache misses: ${COLD_RESIZES} images never resized before, ${CONNECTIONS} at a time: p50 ${r.cold.p50} ms, ` +
      `p95 ${r.cold.p95} ms, max ${r.cold.max} ms.`,
    '',
    `Cached (${DURATION_S} s of autocannon per row, after a 2 s warm-up); the resized file is ${r.resizedBytes.toLocaleString('en')} bytes:`,
    '',
    '| Target | req/s | vs nginx | p50 ms | p95 ms | p99 ms | non-2xx |',
    '|:--|--:|--:|--:|--:|--:|--:|',
    ...r.loads.map(
      (l) =>
        `| ${l.target} | ${l.requestsPerSecond} | ${ratio(l)} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.non2xx} |`,
    ),
    '',
  ].join('\n');
}

/** `build: false` reuses the build in NEXT_DIST_DIR (default .next). */
export async function runImagesBench({ build = true }: { build?: boolean } = {}): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-images-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${DB_NAME}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: path.join(dir, 'data'),
    SITE_URL: origin,
    PORT: String(port),
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    TRUSTED_PROXY_HOPS: '0',
  };
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  try {
    if (build && process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('== building the app (next build)');
      await run('npx', ['next', 'build'], env);
    }
    await prepareDatabase(env);
    const sources = await sourceImages();
    console.log(`== starting next start on ${origin} (PostgreSQL database ${DB_NAME})`);
    server = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });
    const pid = server.pid;
    if (pid === undefined) throw new Error('next start has no pid');
    const login = await fetch(`${origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const auth = `Bearer ${((await login.json()) as { token: string }).token}`;
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
    nginx = await startNginx(dir, resized, { urlPath: '/media/resized.webp', contentType: 'image/webp' });
    const loads: LoadResult[] = [
      await load(`next/image ${WIDTH} px (cached)`, optimized(origin, hot), DURATION_S, ACCEPT),
      await load('/media route: the stored original', origin + hot, DURATION_S),
      ...(nginx ? [await load('nginx: the same resized bytes as a file', nginx.url, DURATION_S)] : []),
    ];
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
  } finally {
    await nginx?.stopIt();
    await stop(server);
    await rm(dir, { recursive: true, force: true });
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
    await admin.end();
  }
}
