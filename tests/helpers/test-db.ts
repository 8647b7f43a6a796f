import postgres from 'postgres';
import { openPglite, openPostgres, setDbForTests, type Db, type DbHandle } from '@/lib/server/db/client';

export type TestDbKind = 'pglite' | 'postgres';

/** Connections the app's pool holds on a Postgres test database: at most this many requests are in the database at once. */
export const TEST_POOL_SIZE = 5;

export interface TestDatabase {
  db: Db;
  kind: TestDbKind;
  migrate: DbHandle['migrate'];
  /** Connection string of the Postgres test database (undefined on PGlite). */
  url?: string;
  close: () => Promise<void>;
}

/** Which database the integration suite runs on: TEST_DATABASE_URL's Postgres, else in-memory PGlite. */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * For tests of concurrent writers (`*.pg.int.test.ts`): PGlite runs one transaction at a time, so a
 * race or an advisory lock cannot be observed there and such a test would pass whatever the code does.
 * Called at the top of the file, it makes the whole file fail to run without TEST_DATABASE_URL.
 */
export function requirePostgres(): void {
  if (testDbKind() !== 'postgres') {
    throw new Error(
      'This file tests concurrent writers and needs TEST_DATABASE_URL (a PostgreSQL server): on PGlite, ' +
        'which runs one transaction at a time, it would pass whatever the code does.',
    );
  }
}

function assertLocal(url: string): URL {
  const u = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(u.hostname)) {
    throw new Error(`Refusing to run destructive tests against non-local database host ${u.hostname}`);
  }
  return u;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server
 * that is dropped again on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return { db: handle.db, kind: 'pglite', migrate: handle.migrate, close: handle.close };
  }
  const base = assertLocal(url);
  const name = `ailex_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const testUrl = new URL(base);
  testUrl.pathname = `/${name}`;
  const handle = await openPostgres(testUrl.toString(), TEST_POOL_SIZE);
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    throw err;
  }
  return {
    db: handle.db,
    kind: 'postgres',
    migrate: handle.migrate,
    url: testUrl.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that give the file its own database and install it as the
 * app's database, so route handlers and services under test use it.
 */
export function useTestDatabase(): { get: () => Db; url: () => string } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    setDbForTests(current.db);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await current?.close();
  });
  return {
    get: () => {
      if (!current) throw new Error('test database not ready (use inside a test)');
      return current.db;
    },
    /** Connection string of the Postgres test database (for a connection of the test's own). */
    url: () => {
      if (!current?.url)
        throw new Error('no Postgres test database (use inside a test, with TEST_DATABASE_URL)');
      return current.url;
    },
  };
}
