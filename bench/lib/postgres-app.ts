import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, run, startNextServer, stop } from './processes';

/** ADMIN_BENCH_PG_URL: the PostgreSQL server the back-office benchmarks make and drop their database on. */
const PG_SERVER_URL = process.env.ADMIN_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-admin@example.com', password: 'BenchAdminPass1', name: 'Bench Admin' };

export interface PostgresApp {
  origin: string;
  /** The server's process (the root of its tree, for memory readings). */
  pid: number;
  /** The bench admin's bearer header value. */
  auth: string;
}

async function recreateDatabase(name: string): Promise<void> {
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
}

/**
 * Runs `measure` against `next start` (production build) on a fresh database `dbName` on the PostgreSQL
 * server, migrated and then filled by `seed`, signed in as the bench admin; stops the server and drops
 * the database afterwards, whatever happens. `build: false` (or BENCH_SKIP_BUILD=1) reuses the build in
 * NEXT_DIST_DIR (default .next).
 */
export async function withPostgresApp<T>(
  opts: {
    dbName: string;
    build: boolean;
    seed?: (databaseUrl: string) => Promise<void>;
    /** Environment of the server beyond the defaults (e.g. TRUSTED_PROXY_HOPS). */
    env?: Record<string, string>;
  },
  measure: (app: PostgresApp) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `ailex-bench-${opts.dbName}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dbUrl = new URL(PG_SERVER_URL);
  dbUrl.pathname = `/${opts.dbName}`;
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
    ...opts.env,
  };
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined;
  try {
    if (opts.build && process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('== building the app (next build)');
      await run('npx', ['next', 'build'], env);
    }
    await recreateDatabase(opts.dbName);
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], env);
    await opts.seed?.(dbUrl.toString());
    console.log(`== starting next start on ${origin} (PostgreSQL database ${opts.dbName})`);
    server = await startNextServer({ port, env, healthUrl: `${origin}/api/health` });
    if (server.pid === undefined) throw new Error('next start has no pid');
    const login = await fetch(`${origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const auth = `Bearer ${((await login.json()) as { token: string }).token}`;
    return await measure({ origin, pid: server.pid, auth });
  } finally {
    await stop(server);
    await rm(dir, { recursive: true, force: true });
    await dropDatabase(opts.dbName);
  }
}
