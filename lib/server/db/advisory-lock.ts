import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `fn` in a transaction that holds a Postgres advisory lock on `key`, so a check-then-write
 * (count the attempts, then record one) cannot interleave with the same check in another request or
 * on another server instance. The lock ends with the transaction; keep `fn` short (no bcrypt inside).
 */
export function withAdvisoryLock<T>(db: Db, key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    // PgTransaction is a PgDatabase with the same schema; repositories take either.
    return fn(tx as unknown as Db);
  });
}
