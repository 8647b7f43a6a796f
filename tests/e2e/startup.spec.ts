import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePortSync } from './support/free-port';
import { E2E_DIST_DIR } from '../../playwright.config';

/** Starts the built app (the webServer already built it) with extra env and waits for it to exit. */
function startWith(env: Record<string, string>, dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    // A free port: a fixed one may be taken by another run, and the server would fail for that instead.
    const port = String(freePortSync());
    const child = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        NEXT_DIST_DIR: E2E_DIST_DIR,
        DATABASE_URL: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        DATA_DIR: dataDir,
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('start-up refuses a bad configuration', () => {
  test.setTimeout(60_000);
  let dataDir: string;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ailex-badcfg-'));
  });
  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a malformed DATABASE_URL stops the server with a message naming it', async () => {
    const { code, output } = await startWith({ DATABASE_URL: 'mysql://db/app' }, dataDir);
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  test('production with DATABASE_URL but no AUTH_SECRET refuses to start', async () => {
    const { code, output } = await startWith(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', AUTH_SECRET: '', NODE_ENV: 'production' },
      dataDir,
    );
    expect(code).toBe(1);
    expect(output).toContain('AUTH_SECRET: required in production when DATABASE_URL is set');
  });
});
