import 'server-only';
import { and, count, desc, eq, gt, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriberStatus } from '@/lib/constants/notifications';
import type { MarketCode } from '@/lib/markets';
import type { DbOrTx } from '@/lib/server/db/client';
import type { LeadAttributionColumns } from '@/lib/server/leads';
import { likeContains } from '@/lib/server/db/like-pattern';
import { mailQueue, newsletterSubscribers, newsletterSuppressions } from '@/lib/server/db/schema';
import { emailHash } from './tokens';

const t = newsletterSubscribers;
export type SubscriberRow = typeof t.$inferSelect;

const sameAddress = (email: string) => sql`lower(${t.email}) = ${email.trim().toLowerCase()}`;

export interface PendingFields extends LeadAttributionColumns {
  email: string;
  market: MarketCode;
  language: SubscriberRow['language'];
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  consentVersion: string;
  consentText: string;
  consentAt: Date;
}

/**
 * Creates the address's pending row for the market, or makes its row pending again with a new link, the
 * consent just given and where this sign-up came from; a confirmed row is left as it is. Returns the
 * row's id when a link must be mailed, null when it is confirmed already. The same two statements run
 * whatever the address's state, so the answer's time does not tell it.
 */
export async function upsertPending(db: DbOrTx, fields: PendingFields): Promise<string | null> {
  await db.insert(t).values(fields).onConflictDoNothing();
  const { email, market, ...refresh } = fields;
  const updated = await db
    .update(t)
    .set({ ...refresh, status: 'pending', updatedAt: fields.consentAt })
    .where(and(sameAddress(email), eq(t.market, market), ne(t.status, 'confirmed')))
    .returning({ id: t.id });
  return updated[0]?.id ?? null;
}

export async function findByConfirmHash(db: DbOrTx, hash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.confirmTokenHash, hash), eq(t.status, 'pending')));
  return row;
}

/** Confirms the pending row holding this link, if it has not expired; returns it confirmed. */
export async function confirmByHash(db: DbOrTx, hash: string, now: Date): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(t)
    .set({
      status: 'confirmed',
      confirmedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(t.confirmTokenHash, hash), eq(t.status, 'pending'), gt(t.confirmExpiresAt, now)))
    .returning();
  return row;
}

export async function findSubscriber(db: DbOrTx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/** The row, locked until the transaction ends (an unsubscribe and an erase of it do not interleave). */
export async function lockSubscriber(db: DbOrTx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  status: 'unsubscribed' | 'bounced',
  now: Date,
): Promise<void> {
  await db
    .update(t)
    .set({
      status,
      ...(status === 'unsubscribed' ? { unsubscribedAt: now } : { bouncedAt: now }),
      confirmTokenHash: null,
      confirmExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(t.id, id));
}

/** Records that the address must not be mailed for `market` ('*': anywhere); an existing row stays. */
export async function suppress(
  db: DbOrTx,
  email: string,
  market: string,
  reason: 'unsubscribed' | 'bounced' | 'erased',
): Promise<void> {
  const row = { emailHash: emailHash(email), market, reason };
  await (reason === 'erased'
    ? db
        .insert(newsletterSuppressions)
        .values(row)
        .onConflictDoUpdate({
          target: [newsletterSuppressions.emailHash, newsletterSuppressions.market],
          set: { reason },
        })
    : db.insert(newsletterSuppressions).values(row).onConflictDoNothing());
}

/** A confirmed subscription lifts its market's suppression and a bounce's (the address works again). */
export async function liftSuppressions(db: DbOrTx, email: string, market: MarketCode): Promise<void> {
  const s = newsletterSuppressions;
  await db
    .delete(s)
    .where(
      and(
        eq(s.emailHash, emailHash(email)),
        or(eq(s.market, market), and(eq(s.market, '*'), eq(s.reason, 'bounced'))),
      ),
    );
}

/** Cancels the subscriber's messages still waiting in the queue (not one already being sent). */
export async function cancelQueuedMail(db: DbOrTx, subscriberIds: string[], reason: string): Promise<void> {
  if (subscriberIds.length === 0) return;
  await db
    .update(mailQueue)
    .set({ status: 'failed', lastError: reason })
    .where(and(inArray(mailQueue.subscriberId, subscriberIds), eq(mailQueue.status, 'queued')));
}

export interface SubscriberFilter {
  market?: MarketCode;
  status?: SubscriberStatus;
  search?: string;
}

function filterWhere(f: SubscriberFilter): SQL | undefined {
  return and(
    f.market ? eq(t.market, f.market) : undefined,
    f.status ? eq(t.status, f.status) : undefined,
    f.search ? ilike(t.email, likeContains(f.search)) : undefined,
  );
}

export function listSubscribers(db: DbOrTx, f: SubscriberFilter, limit: number): Promise<SubscriberRow[]> {
  return db.select().from(t).where(filterWhere(f)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

export async function countByMarketAndStatus(
  db: DbOrTx,
): Promise<{ market: MarketCode; status: SubscriberStatus; count: number }[]> {
  const rows = await db
    .select({ market: t.market, status: t.status, n: count() })
    .from(t)
    .groupBy(t.market, t.status)
    .orderBy(t.market, t.status);
  return rows.map((r) => ({ market: r.market, status: r.status, count: Number(r.n) }));
}

/** Every subscription of the address the row `id` holds (one per market), locked for the erase. */
export async function subscriptionsOfSameAddress(db: DbOrTx, id: string): Promise<SubscriberRow[]> {
  const row = await findSubscriber(db, id);
  if (!row) return [];
  return db.select().from(t).where(sameAddress(row.email)).for('update');
}

/**
 * What an erase leaves of an address in the queue: its messages keep their counts (a campaign's sent
 * and failed figures) but lose the address and the content; those still waiting are cancelled.
 */
export async function scrubQueuedMail(db: DbOrTx, subscriberIds: string[], email: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      recipient: 'erased',
      message: null,
      status: sql`case when ${mailQueue.status} = 'queued' then 'failed' else ${mailQueue.status} end`,
      lastError: sql`case when ${mailQueue.status} = 'queued' then 'erased' else ${mailQueue.lastError} end`,
    })
    .where(
      or(
        subscriberIds.length ? inArray(mailQueue.subscriberId, subscriberIds) : undefined,
        sql`lower(${mailQueue.recipient}) = ${email.trim().toLowerCase()}`,
      ),
    );
}

export async function deleteSubscribers(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(t).where(inArray(t.id, ids));
}

/** Deletes the pending rows whose confirmation link expired before `before`; returns how many. */
export async function deleteUnconfirmedBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(t)
    .where(and(eq(t.status, 'pending'), lt(t.confirmExpiresAt, before)))
    .returning({ id: t.id });
  return deleted.length;
}
