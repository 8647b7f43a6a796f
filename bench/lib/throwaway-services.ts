/**
 * A PostgreSQL cluster and a Redis server of the benchmark's own, on free ports, that it may stop and
 * start (the machine's shared servers are never stopped: TOOLCHAIN.md). Like tests/helpers/pg-cluster.ts,
 * but asynchronous: the load generator shares this process and must not stall while pg_ctl runs.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from 'redis';
import { freePort } from './processes';

const PG_BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const execFileAsync = promisify(execFile);

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function pgTool(tool: string, args: string[]): Promise<unknown> {
  const file = path.join(PG_BIN, tool);
  return process.getuid?.() === 0
    ? execFileAsync('runuser', ['-u', 'postgres', '--', file, ...args])
    : execFileAsync(file, args);
}

export interface ThrowawayPg {
  /** The cluster's `postgres` database (make the app's database inside it). */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
}

export async function startThrowawayPg(): Promise<ThrowawayPg> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-bench-pg-'));
  await chmod(dir, 0o777);
  if (process.getuid?.() === 0) await execFileAsync('chown', ['postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = async () => {
    await pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      'start',
    ]);
  };
  // 'fast': the outage a crash or a failover gives, connections cut at once.
  const stop = async () => {
    await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** redis-server on a free port, nothing kept on disk; stop() ends the process, start() runs a new one. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}/0`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let tries = 0; ; tries++) {
      const client = createClient({ url, socket: { reconnectStrategy: false } });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.ping();
        await client.close();
        return;
      } catch {
        if (tries > 50) throw new Error(`redis-server on ${port} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, start, stop };
}
