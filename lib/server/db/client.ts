import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { getConfig } from '@/lib/config';
import { MIGRATIONS_FOLDER, withMigrationLock } from './migrate';
import { noteDatabaseError } from './outage';
import { countPendingMigrations } from './schema-version';
import { DB_CONNECT_TIMEOUT_SECONDS, DB_STATEMENT_TIMEOUT_MS } from '@/lib/constants/infrastructure';
import { countDbConnectionClosed, setDbPoolMax, trackDbOperation } from '@/lib/server/metrics';

type Schema = typeof schema;
/** The query layer, whichever driver is behind it (PGlite or postgres-js). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction; it has every query method of Db, so repositories take either. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories and services take: the database or a transaction on it. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations with the driver's own migrator (one transaction: all or nothing) and
   * resolves to how many it applied. On PostgreSQL under the migration lock: two runs at once apply
   * each migration once (the second waits, then applies none).
   */
  migrate: (migrationsFolder?: string) => Promise<number>;
  close: () => Promise<void>;
}

interface DbGlobals {
  __ailexDb?: Promise<DbHandle>;
  __ailexDbReady?: Promise<Db>;
}

// Kept on globalThis so `next dev` module reloads reuse the one PGlite instance of the process:
// a second instance on the same data dir would corrupt it.
const globalForDb: typeof globalThis & DbGlobals = globalThis;

/** Transaction poolers (Supabase :6543, pgbouncer) cannot keep prepared statements across transactions. */
export function isTransactionPooler(url: string): boolean {
  const u = new URL(url);
  return u.port === '6543' || u.searchParams.get('pgbouncer') === 'true';
}

// The databases opened on PGlite: one process owns each (a second cannot open the same data dir), and
// it runs one transaction at a time, so a lock held across a long task would stall every other query.
const embeddedDbs = new WeakSet<Db>();

/** Whether `db` is an embedded PGlite database (one process, one transaction at a time). */
export function isEmbedded(db: Db): boolean {
  return embeddedDbs.has(db);
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The admin list's search index is a GIN one over trigrams and equality columns (migrations 0004,
  // 0017): pg_trgm and btree_gin, which PGlite ships as contrib extensions.
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  const extensions = { pg_trgm, btree_gin };
  let client;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzle(client, { schema });
  embeddedDbs.add(db);
  setDbPoolMax('pglite', 1);
  return {
    db,
    driver: 'pglite',
    // No lock: one process owns a PGlite data dir, and getDb runs this once per process.
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      const pending = await countPendingMigrations(db, migrationsFolder);
      await migrate(db, { migrationsFolder });
      return pending;
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const pooler = isTransactionPooler(url);
  const client = postgres(url, {
    max,
    prepare: !pooler,
    onnotice: () => {},
    // postgres.js tells of no open or busy connection counts; a close it does tell (GET /api/metrics).
    onclose: countDbConnectionClosed,
    // A database that is down answers 503 within seconds instead of holding the request (issue 20);
    // postgres.js reconnects by itself on the next query once it is back.
    connect_timeout: DB_CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits up to 20 s between reconnect attempts after repeated failures (3^n / 100 s);
    // capped at 1 s, a database that comes back is used within a second, not a restart later.
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
    // A transaction pooler (pgbouncer, Supavisor) may refuse unknown start-up parameters; there the
    // role's own statement_timeout applies (Supabase sets one), see docs/deploy.md.
    ...(pooler ? {} : { connection: { statement_timeout: DB_STATEMENT_TIMEOUT_MS } }),
  });
  const db = drizzle(client, { schema });
  setDbPoolMax('postgres', max);
  return {
    db,
    driver: 'postgres',
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      // A connection of its own holds the lock, so a pool of one (a test's) still has one to migrate with.
      const lockClient = postgres(url, {
        max: 1,
        prepare: !pooler,
        onnotice: () => {},
        connect_timeout: DB_CONNECT_TIMEOUT_SECONDS,
      });
      try {
        return await withMigrationLock(lockClient, async () => {
          // Read under the lock: a run that waited for another counts what that one left to do.
          const pending = await countPendingMigrations(db, migrationsFolder);
          await migrate(db, { migrationsFolder });
          return pending;
        });
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

function openFromConfig(): Promise<DbHandle> {
  const config = getConfig();
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.resolve(config.dataDir, 'pglite'));
}

/** The raw handle, without migrations. Used by scripts that migrate explicitly. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__ailexDb ??= openFromConfig().catch((err: unknown) => {
    globalForDb.__ailexDb = undefined;
    throw err;
  });
  return globalForDb.__ailexDb;
}

/**
 * The database, ready for queries. On the embedded default the first call applies pending
 * migrations; with DATABASE_URL that is `npm run db:migrate`'s job. The admin bootstrap and the
 * demo seed are start-up's work (lib/server/startup.ts), not the db layer's.
 */
export function getDb(): Promise<Db> {
  globalForDb.__ailexDbReady ??= (async () => {
    const handle = await getDbHandle();
    if (getConfig().embedded) await handle.migrate();
    return handle.db;
  })().catch((err: unknown) => {
    globalForDb.__ailexDbReady = undefined;
    throw err;
  });
  return globalForDb.__ailexDbReady;
}

/** Tests hand in their own, already migrated database (in-memory PGlite or a fresh Postgres database). */
export function setDbForTests(db: Db | undefined): void {
  globalForDb.__ailexDbReady = db ? Promise.resolve(db) : undefined;
  globalForDb.__ailexDb = db
    ? Promise.resolve({ db, driver: 'pglite', migrate: async () => 0, close: async () => {} })
    : undefined;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__ailexDb;
  globalForDb.__ailexDb = undefined;
  globalForDb.__ailexDbReady = undefined;
  if (handle) await (await handle).close();
}

/**
 * A domain function that takes the database (or a transaction) first, as one that opens it itself:
 * what a domain's index.ts exports to route handlers and pages, which never see the database.
 */
export function withDb<A extends unknown[], R>(
  fn: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) =>
    trackDbOperation(async () => {
      try {
        return await fn(await getDb(), ...args);
      } catch (err) {
        noteDatabaseError(err);
        throw err;
      }
    });
}
