import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

/** One round trip to the database. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
