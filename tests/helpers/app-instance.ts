import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pg-cluster';

/**
 * Real servers of one production build, for the scale-out tests (issue 20). The build lives in
 * SCALE_DIST_DIR (default .next-scale) and is made once if missing: every test that needs a built app
 * reuses it, so CI pays for one `next build`. It is a standalone build (NEXT_OUTPUT=standalone), so
 * one build serves both `next start` and `<dist>/standalone/server.js` (docs/deploy.md).
 */
export const SCALE_DIST_DIR = process.env.SCALE_DIST_DIR ?? '.next-scale';

export function ensureScaleBuild(): void {
  // server.js rather than BUILD_ID: a build made before the switch to standalone is made again.
  if (existsSync(path.join(SCALE_DIST_DIR, 'standalone', 'server.js'))) return;
  execFileSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: SCALE_DIST_DIR, NEXT_OUTPUT: 'standalone', NODE_ENV: 'production' },
  });
}

/**
 * The standalone server laid out as docs/deploy.md says (the static assets and public/ copied beside
 * server.js), in a directory of its own outside the checkout: Node looks for a package in every
 * parent's node_modules, so a copy inside the checkout would find one the build failed to trace in the
 * project's own. Removed when its server exits.
 */
function standaloneCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ailex-standalone-'));
  cpSync(path.join(SCALE_DIST_DIR, 'standalone'), dir, { recursive: true });
  cpSync(path.join(SCALE_DIST_DIR, 'static'), path.join(dir, SCALE_DIST_DIR, 'static'), { recursive: true });
  cpSync('public', path.join(dir, 'public'), { recursive: true });
  return dir;
}

export interface AppInstance {
  origin: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  stop: () => Promise<void>;
}

/**
 * `next start` of the build, or with `standalone` its `server.js` (run from the standalone directory,
 * as a container would, with nothing of the checkout but what the build traced into it).
 */
export async function startInstance(
  env: Record<string, string>,
  { port, standalone = false }: { port?: number; standalone?: boolean } = {},
): Promise<AppInstance> {
  const chosen = port ?? (await freePort());
  let output = '';
  const cwd = standalone ? standaloneCopy() : undefined;
  const args = cwd ? ['server.js'] : ['node_modules/next/dist/bin/next', 'start', '-p', String(chosen)];
  const child = spawn('node', args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: SCALE_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXY_HOPS: '0',
      // server.js listens on PORT and HOSTNAME.
      PORT: String(chosen),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      // Not rmSync: blocking the test's event loop over 100 MB let kept-alive sockets to the other
      // instance time out unnoticed ("other side closed" on the next fetch).
      if (cwd) void rm(cwd, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const origin = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    port: chosen,
    process: child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // The timer is cleared: left pending, it kept Jest from exiting for 15 s after the last test.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
