import postgres from 'postgres';
import { TEST_POOL_SIZE } from './test-db';

/**
 * Stages a race on a Postgres test database instead of hoping for one. A connection of its own holds a
 * SHARE lock on `table` while `calls` start: reads of the table pass, writes to it wait. Once every call
 * that can be in the database at the same time (all of them, or the app pool's size) is waiting for a
 * lock (that table, or an advisory lock the code takes), the lock is let go. A check-then-write that the
 * code does not serialize has then made all its checks before any of its writes, as requests arriving
 * at the same instant can; one that it serializes (advisory lock, unique index) still holds.
 */
export async function raceBehindTableLock<T>(
  url: string,
  table: string,
  calls: (() => Promise<T>)[],
): Promise<T[]> {
  const expectedWaiting = Math.min(calls.length, TEST_POOL_SIZE);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  let results: Promise<T[]> | undefined;
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(`lock table ${table} in share mode`);
      results = Promise.all(calls.map((call) => call()));
      // Handled here too, so a staging failure below does not also leave an unhandled rejection.
      results.catch(() => {});
      for (let waited = 0; ; waited += 20) {
        const [row] = await tx<{ n: number }[]>`
          select count(*)::int as n from pg_locks
          where not granted and database = (select oid from pg_database where datname = current_database())
            and (locktype = 'advisory' or (locktype = 'relation' and relation = ${table}::regclass))`;
        if (row?.n === expectedWaiting) break;
        if (waited > 30_000) {
          throw new Error(`only ${row?.n} of ${expectedWaiting} calls reached a lock on ${table}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
  return results!;
}
