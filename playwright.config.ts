import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { freePortSync } from './tests/e2e/support/free-port';

// E2E_PORT, else a free port, so a server left running (a dev server on 3100, another checkout's
// tests) cannot make the run fail with 'already used'. Playwright evaluates this file in the runner
// and again in every worker: the runner picks the port once and stores it in process.env, which the
// workers inherit, so they all reach the same server.
process.env.E2E_PORT ||= String(freePortSync());
export const E2E_PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The e2e build's own directory (next.config.mjs reads NEXT_DIST_DIR): the run never writes into .next,
 * so nothing it caches is read by a later `npm start`. Tests that start more servers use it too.
 */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
/** The e2e server's DATA_DIR: fixed so every worker finds the same outbox and credentials. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'ailex-e2e-data');
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2eAdminPass1', name: 'E2E Admin' };
/** Created by scripts/e2e-server.sh with admin:create; for tests that change a password. */
export const E2E_RECOVERY_ADMIN = {
  email: 'recovery-admin@example.com',
  password: 'RecoverPass1',
  name: 'Recovery Admin',
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The spec that turns maintenance on (issue 37). */
const MAINTENANCE_SPEC = /maintenance\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes on its second try is a flaky test, a bug to fix, and a
  // retry would hide it. The trace of every failure is kept instead (test-results/).
  retries: 0,
  workers: 2,
  // Two workers share two cores with the server; a portal flow signs in (bcrypt cost 12) and may run axe.
  // A hang still fails, in a minute rather than half of one.
  timeout: 60_000,
  // The same reason for assertions: with both workers and the server on two cores, a portal page's
  // scripts can take 10 s to run (a CI trace: its session check started 10 s after the page loaded).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: MAINTENANCE_SPEC,
    },
    // Maintenance closes the public site for every test at once: it runs alone, after all the others.
    {
      name: 'maintenance',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: MAINTENANCE_SPEC,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `${BASE_URL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      // Warnings and errors only: an access line for each of the run's requests buried CI's log.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PORT: String(E2E_PORT),
      NEXT_DIST_DIR: E2E_DIST_DIR,
      DATA_DIR: E2E_DATA_DIR,
      SITE_URL: BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      SEED_DEMO: 'true',
      E2E_RECOVERY_EMAIL: E2E_RECOVERY_ADMIN.email,
      E2E_RECOVERY_PASSWORD: E2E_RECOVERY_ADMIN.password,
    },
  },
});
