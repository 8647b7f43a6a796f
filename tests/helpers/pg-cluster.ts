import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, on a free port), for tests
 * that stop the database: the shared server at 127.0.0.1:5432 is never stopped (TOOLCHAIN.md).
 * Runs as the `postgres` user when the tests run as root (PostgreSQL refuses to run as root).
 */
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  url: string;
  port: number;
  stop: () => void;
  start: () => void;
  destroy: () => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export async function createPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ailex-scale-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run(path.join(BIN, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
