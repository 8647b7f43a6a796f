import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { appMeta } from '@/lib/server/db/schema';

/** Writes `value` under `key` unless the key is already set; concurrent writers all keep the first. */
export async function insertMetaIfMissing(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
}

export async function readMeta(db: DbOrTx, key: string): Promise<unknown> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return rows[0]?.value;
}

/** Writes `value` under `key`, replacing what was there. */
export async function writeMeta(
  db: DbOrTx,
  key: string,
  value: unknown,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: at } });
}

/**
 * Reads `key`'s value, creating the row with `initial` if it is missing, and locks the row until the
 * transaction ends: a read-modify-write of a shared value (the site settings) by two admins at once
 * then waits instead of losing one of the two changes.
 */
export async function readMetaForUpdate(tx: DbOrTx, key: string, initial: unknown): Promise<unknown> {
  await insertMetaIfMissing(tx, key, initial);
  const rows = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, key))
    .limit(1)
    .for('update');
  return rows[0]?.value;
}
