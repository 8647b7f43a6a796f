import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './client';

/**
 * Runs `fn` in a transaction that holds a Postgres advisory lock on `key`, so a check-then-write
 * (count the attempts, then record one) cannot interleave with the same check in another request or
 * on another server instance. The lock ends with the transaction; keep `fn` short (no bcrypt inside).
 */
export function withAdvisoryLock<T>(db: DbOrTx, key: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return fn(tx);
  });
}
