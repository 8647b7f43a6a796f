import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { translationKeys } from '@/lib/server/db/schema';

export async function translationKeyExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .where(eq(translationKeys.id, id))
    .limit(1);
  return rows.length > 0;
}
