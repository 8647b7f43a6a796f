import 'server-only';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MailKind } from '@/lib/constants/notifications';
import type { Db } from '@/lib/server/db/client';
import { mailQueue } from '@/lib/server/db/schema';
import { getLogger } from '@/lib/server/log';
import type { DrainOptions, MailQueueHooks, QueuedMail } from './types';

const log = getLogger('mail-queue');

const CLAIM_LOCK = 'mail-queue:claim';
const WINDOW_MS = 60_000;
export const OUTCOME_UNKNOWN =
  'delivery outcome unknown: the worker stopped while handing the message to SMTP (not resent, so never twice)';

/**
 * Claims up to `limit` due rows for this worker, in one short transaction under an advisory lock so
 * that the rate budget is counted and spent by one claimer at a time across every instance. The
 * budget: rows whose transmission started within the last minute, plus rows claimed and not started
 * (they will be sent within the lease). Rows a dead worker left mid-transmission are settled first.
 */
export async function claim(
  db: Db,
  now: Date,
  options: Required<Pick<DrainOptions, 'ratePerMinute' | 'batchSize' | 'leaseMs'>> & {
    hooks: MailQueueHooks;
  },
): Promise<{ rows: QueuedMail[]; lease: Date; abandoned: number; throttled: boolean }> {
  const lease = new Date(now.getTime() + options.leaseMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLAIM_LOCK}))`);
    const abandoned = await tx
      .update(mailQueue)
      .set({ status: 'failed', lastError: OUTCOME_UNKNOWN, leaseExpiresAt: null })
      .where(
        and(
          eq(mailQueue.status, 'sending'),
          lte(mailQueue.leaseExpiresAt, now),
          isNotNull(mailQueue.transmitStartedAt),
        ),
      )
      .returning({ id: mailQueue.id });
    for (const row of abandoned) log.warn({ id: row.id }, `[mail-queue] ${OUTCOME_UNKNOWN}`);

    const [spent] = await tx
      .select({ n: count() })
      .from(mailQueue)
      .where(
        or(
          gt(mailQueue.transmitStartedAt, new Date(now.getTime() - WINDOW_MS)),
          and(
            eq(mailQueue.status, 'sending'),
            isNull(mailQueue.transmitStartedAt),
            gt(mailQueue.leaseExpiresAt, now),
          ),
        ),
      );
    const budget = options.ratePerMinute - (spent?.n ?? 0);
    const limit = Math.min(options.batchSize, budget);
    const composable = Object.keys(options.hooks.compose ?? {}) as MailKind[];
    const finishable: SQL[] = [
      composable.length > 0
        ? or(isNotNull(mailQueue.message), inArray(mailQueue.kind, composable))!
        : isNotNull(mailQueue.message),
    ];
    if (!options.hooks.onBounce) finishable.push(isNull(mailQueue.subscriberId));
    const dueWhere = and(
      or(
        and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, now)),
        and(
          eq(mailQueue.status, 'sending'),
          lte(mailQueue.leaseExpiresAt, now),
          isNull(mailQueue.transmitStartedAt),
        ),
      ),
      ...finishable,
    );
    if (limit <= 0) {
      const [due] = await tx.select({ id: mailQueue.id }).from(mailQueue).where(dueWhere).limit(1);
      return { rows: [], lease, abandoned: abandoned.length, throttled: due !== undefined };
    }
    const picked = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(dueWhere)
      .orderBy(asc(mailQueue.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (picked.length === 0) return { rows: [], lease, abandoned: abandoned.length, throttled: false };
    const rows = await tx
      .update(mailQueue)
      .set({ status: 'sending', leaseExpiresAt: lease, transmitStartedAt: null })
      .where(
        inArray(
          mailQueue.id,
          picked.map((p) => p.id),
        ),
      )
      .returning({
        id: mailQueue.id,
        kind: mailQueue.kind,
        campaignId: mailQueue.campaignId,
        subscriberId: mailQueue.subscriberId,
        recipient: mailQueue.recipient,
      });
    rows.sort((a, b) => a.id - b.id);
    return { rows, lease, abandoned: abandoned.length, throttled: false };
  });
}
