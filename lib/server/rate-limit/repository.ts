import 'server-only';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { rateLimitEvents } from '@/lib/server/db/schema';

export interface WindowCount {
  count: number;
  /** When the oldest event still in the window happened (null when there is none). */
  oldest: Date | null;
}

/** Events of `bucket` for `subject` after `since`. */
export async function countEventsSince(
  db: DbOrTx,
  q: { bucket: string; subject: string; since: Date },
): Promise<WindowCount> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${rateLimitEvents.createdAt})`,
    })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, q.bucket),
        eq(rateLimitEvents.subject, q.subject),
        gt(rateLimitEvents.createdAt, q.since),
      ),
    );
  // Aggregates come back as strings on some drivers: normalise here, not in every caller.
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordEvent(
  db: DbOrTx,
  e: { bucket: string; subject: string; at: Date },
): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: e.bucket, subject: e.subject, createdAt: e.at });
}

export async function deleteEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, before))
    .returning({ id: rateLimitEvents.id });
  return rows.length;
}

/** Records one event and returns its id, so that a tentative one can be taken back (failure-budget.ts). */
export async function recordEventReturningId(
  db: DbOrTx,
  e: { bucket: string; subject: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ bucket: e.bucket, subject: e.subject, createdAt: e.at })
    .returning({ id: rateLimitEvents.id });
  if (!row) throw new Error('rate_limit_events insert returned no row');
  return row.id;
}

export async function deleteEvents(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}
