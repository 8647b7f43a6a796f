/**
 * `npm run bench -- --only=sign-in-flood` (issue 36 point 4): does a flood of sign-ins hold the event loop?
 * Against a built server (NEXT_DIST_DIR, default .next-hash; build it first: `NEXT_DIST_DIR=.next-hash
 * npx next build`), `/api/health` is polled every 20 ms, idle and while 40 sign-ins with wrong passwords
 * arrive at once from 40 addresses (TRUSTED_PROXY_HOPS=1, so each X-Forwarded-For is a client of its own and
 * no per-address limit answers before bcrypt runs). Health p50/p99/max idle is the reference of the same run.
 *
 * BENCH_BEFORE_DIR=/path/to/a/checkout also measures an older build of the project the same way (its own
 * NEXT_DIST_DIR, BENCH_BEFORE_DIST_DIR, default .next-hash-before), e.g. main's commit from before the
 * hasher moved off the request thread. Prints a markdown section for bench/results.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stop, waitForOk } from './lib/processes';

const PORT = Number(process.env.BENCH_PORT ?? 3303);
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENT_SIGN_INS = 40;
const FLOOD_ROUNDS = 2;
const POLL_EVERY_MS = 20;
const IDLE_MS = 5_000;

interface Figures {
  label: string;
  idle: number[];
  flood: number[];
  signIns: number[];
  statuses: Map<number, number>;
  /** Health answers other than 200, by status. */
  healthNotOk: Map<number, number>;
  floodWallMs: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
function summary(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: quantile(s, 0.5), p99: quantile(s, 0.99), max: s.at(-1) ?? NaN };
}

/**
 * Polls /api/health every POLL_EVERY_MS until `until` resolves; returns each answer's time in ms. An answer
 * other than 200 (its database check gives up when the event loop is held) is counted in `notOk`.
 */
async function pollHealth(until: Promise<unknown>, notOk: Map<number, number>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/api/health`);
    await res.arrayBuffer();
    const took = performance.now() - t0;
    if (!res.ok) notOk.set(res.status, (notOk.get(res.status) ?? 0) + 1);
    times.push(took);
    await sleep(Math.max(0, POLL_EVERY_MS - took));
  }
  return times;
}

let addressSeq = 0;
/** One sign-in; a connection the server dropped counts as status 0 instead of ending the run. */
async function signIn(): Promise<{ ms: number; status: number }> {
  const n = ++addressSeq;
  const t0 = performance.now();
  try {
    const res = await fetch(`${BASE}/api/websiteadmin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE,
        'x-forwarded-for': `10.36.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
      // Unknown emails: each costs the same bcrypt comparison (against the dummy hash) as a known one, and no
      // account ceiling is reached however many rounds run.
      body: JSON.stringify({ email: `flood-${n}@bench.example`, password: `Wrong-guess-${n}` }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  } catch {
    // e.g. ECONNRESET: a kept-alive socket the server closed while its event loop was held.
    return { ms: performance.now() - t0, status: 0 };
  }
}

async function measure(label: string, cwd: string, distDir: string): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ailex-sign-in-flood-'));
  const nextBin = path.join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next');
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        TRUSTED_PROXY_HOPS: '1',
        PORT: String(PORT),
      },
    },
  );
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  try {
    await waitForOk(`${BASE}/api/health`, 180_000).catch((err: unknown) => {
      console.error(log);
      throw err;
    });
    // Warm-up: the route's first load, the dummy hash, the hasher's thread.
    for (let i = 0; i < 3; i++) await signIn();
    const healthNotOk = new Map<number, number>();
    const idle = await pollHealth(sleep(IDLE_MS), healthNotOk);
    const figures: Figures = {
      label,
      idle,
      flood: [],
      signIns: [],
      statuses: new Map(),
      healthNotOk,
      floodWallMs: [],
    };
    for (let round = 0; round < FLOOD_ROUNDS; round++) {
      const t0 = performance.now();
      const flood = Promise.all(Array.from({ length: CONCURRENT_SIGN_INS }, signIn));
      figures.flood.push(...(await pollHealth(flood, healthNotOk)));
      figures.floodWallMs.push(performance.now() - t0);
      for (const r of await flood) {
        figures.signIns.push(r.ms);
        figures.statuses.set(r.status, (figures.statuses.get(r.status) ?? 0) + 1);
      }
      await sleep(1_000);
    }
    return figures;
  } finally {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toString() : '–');

function report(all: Figures[]): string {
  const lines = [
    `## Issue 36, point 4: ${CONCURRENT_SIGN_INS} concurrent sign-ins against /api/health`,
    '',
    `- Date: ${new Date().toISOString()}; Node ${process.version}; ${os.availableParallelism()} cores; load average at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    `- ${FLOOD_ROUNDS} rounds of ${CONCURRENT_SIGN_INS} sign-ins sent at once (wrong passwords, distinct addresses, TRUSTED_PROXY_HOPS=1); /api/health polled every ${POLL_EVERY_MS} ms, idle for ${IDLE_MS / 1000} s before (the reference) and during each round.`,
    '',
    '| build | phase | health samples | p50 ms | p99 ms | max ms | health not 200 (run) | sign-in p50 ms | sign-in max ms | round wall s | sign-in statuses |',
    '|:--|:--|--:|--:|--:|--:|:--|--:|--:|--:|:--|',
  ];
  for (const f of all) {
    const idle = summary(f.idle);
    const flood = summary(f.flood);
    const signIns = summary(f.signIns);
    lines.push(
      `| ${f.label} | idle | ${idle.n} | ${ms(idle.p50)} | ${ms(idle.p99)} | ${ms(idle.max)} | | | | | |`,
    );
    lines.push(
      `| ${f.label} | during | ${flood.n} | ${ms(flood.p50)} | ${ms(flood.p99)} | ${ms(flood.max)} | ${[...f.healthNotOk].map(([s, n]) => `${n}× ${s}`).join(', ') || 'none'} | ${ms(signIns.p50)} | ${ms(signIns.max)} | ${f.floodWallMs.map((w) => (w / 1000).toFixed(1)).join(', ')} | ${[...f.statuses].map(([s, n]) => `${n}× ${s === 0 ? 'connection reset' : s}`).join(', ')} |`,
    );
  }
  const after = all.find((f) => f.label.startsWith('after'));
  if (after) {
    const p99 = summary(after.flood).p99;
    lines.push(
      '',
      `- Goal: health p99 under 100 ms during the flood (after): ${ms(p99)} ms, ${p99 < 100 ? 'met' : 'NOT met'}.`,
    );
  }
  return lines.join('\n');
}

export async function runSignInFloodBench(): Promise<void> {
  const all: Figures[] = [];
  const before = process.env.BENCH_BEFORE_DIR;
  if (before) {
    all.push(
      await measure(
        'before (bcryptjs on the request thread)',
        before,
        process.env.BENCH_BEFORE_DIST_DIR ?? '.next-hash-before',
      ),
    );
  }
  all.push(
    await measure(
      'after (bcryptjs in worker threads)',
      process.cwd(),
      process.env.NEXT_DIST_DIR ?? '.next-hash',
    ),
  );
  console.log(report(all));
}
