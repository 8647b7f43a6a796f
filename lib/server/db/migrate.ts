import 'server-only';
import path from 'node:path';
import type { Sql } from 'postgres';
import { MIGRATION_LOCK } from '@/lib/constants/infrastructure';

/** Where drizzle-kit writes the SQL migrations (also `supabase db push`'s folder). */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'supabase', 'migrations');

/**
 * Runs `fn` (a migration run on the app's own pool) while a connection of its own holds the migration
 * advisory lock. drizzle's migrator reads the last applied migration, then applies the newer ones: two
 * runs at once would both read "none" and apply the same migrations twice (the second failing half-way).
 * The lock is a transaction-level one, in a transaction left open meanwhile, so it works through a
 * transaction pooler too (which pins a server connection for a transaction, not a session), and it is
 * released when the run ends, fails or its process dies (the connection closes).
 */
export async function withMigrationLock<T>(lockClient: Sql, fn: () => Promise<T>): Promise<T> {
  let locked = false;
  try {
    const { value } = await lockClient.begin(async (tx) => {
      // The app's statement_timeout would cancel the wait behind a long migration; this bounds it instead.
      await tx`select set_config('statement_timeout', ${String(MIGRATION_LOCK.waitMs)}, true),
                      set_config('idle_in_transaction_session_timeout', '0', true)`;
      await tx`select pg_advisory_xact_lock(hashtext(${MIGRATION_LOCK.key}))`;
      locked = true;
      // Nothing else runs in this transaction: it stays idle, holding the lock, until fn settles.
      return { value: await fn() };
    });
    return value;
  } catch (err) {
    if (!locked && sqlState(err) === '57014') {
      throw new Error(
        `another migration run held the migration lock for more than ${MIGRATION_LOCK.waitMs / 60_000} minutes; nothing was applied`,
        { cause: err },
      );
    }
    throw err;
  }
}

function sqlState(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}
