import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { getConfig } from '@/lib/config';

export type Schema = typeof schema;
/** The query layer, whichever driver is behind it (PGlite or postgres-js). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

// Kept on globalThis so `next dev` module reloads reuse the one PGlite instance of the process:
// a second instance on the same data dir would corrupt it.
const globalForDb = globalThis as unknown as {
  __ailexDb?: Promise<DbHandle>;
  __ailexDbReady?: Promise<Db>;
};

/** Transaction poolers (Supabase :6543, pgbouncer) cannot keep prepared statements across transactions. */
export function isTransactionPooler(url: string): boolean {
  const u = new URL(url);
  return u.port === '6543' || u.searchParams.get('pgbouncer') === 'true';
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max,
    prepare: !isTransactionPooler(url),
    onnotice: () => {},
    // Drizzle maps timestamps itself; keep postgres-js from parsing dates twice.
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}

function openFromConfig(): Promise<DbHandle> {
  const config = getConfig();
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.resolve(config.dataDir, 'pglite'));
}

/** The raw handle, without start-up work (migrations, seed). Used by the health check and scripts. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__ailexDb ??= openFromConfig().catch((err) => {
    globalForDb.__ailexDb = undefined;
    throw err;
  });
  return globalForDb.__ailexDb;
}

/**
 * The database, ready for queries. On the embedded default the first call applies pending
 * migrations and seeds demo content; with DATABASE_URL that is `npm run db:migrate`'s job.
 */
export function getDb(): Promise<Db> {
  globalForDb.__ailexDbReady ??= (async () => {
    const handle = await getDbHandle();
    const { prepareDatabase } = await import('./bootstrap');
    await prepareDatabase(handle.db, getConfig());
    return handle.db;
  })().catch((err) => {
    globalForDb.__ailexDbReady = undefined;
    throw err;
  });
  return globalForDb.__ailexDbReady;
}

/** Tests hand in their own database (in-memory PGlite or a fresh Postgres database). */
export function setDbForTests(db: Db | undefined): void {
  globalForDb.__ailexDbReady = db ? Promise.resolve(db) : undefined;
  globalForDb.__ailexDb = db ? Promise.resolve({ db, driver: 'pglite', close: async () => {} }) : undefined;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__ailexDb;
  globalForDb.__ailexDb = undefined;
  globalForDb.__ailexDbReady = undefined;
  if (handle) await (await handle).close();
}
