import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { withAdvisoryLock } from '@/lib/server/db/advisory-lock';
import { countEventsSince, deleteEvents, recordEventReturningId } from './repository';

/** At most `limit` failures of `bucket` for `subject` within the window. */
export interface FailureBudget {
  bucket: string;
  subject: string;
  limit: number;
}

export type AttemptReservation =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The events counted for this attempt: taken back by releaseAttempt when it succeeds. */
      eventIds: number[];
      /** The budgets this attempt spends the last of: if it fails, they are exhausted. */
      exhausts: FailureBudget[];
      /** How long the exhausted budgets stay exhausted if this attempt fails (0 when it exhausts none). */
      retryAfterSeconds: number;
    };

function secondsUntil(oldest: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Counts an attempt whose outcome is not known yet (a password or code check that takes a while) as a
 * failure against every budget, before the check runs: N attempts sent together cannot all see "under the
 * limit". Refused when any budget is already spent. The caller takes the events back with releaseAttempt
 * when the check succeeds, so only failures count. `lockKey` serialises the attempts that share budgets.
 */
export function reserveAttempt(
  db: Db,
  q: { lockKey: string; windowMs: number; budgets: FailureBudget[] },
  now: Date = new Date(),
): Promise<AttemptReservation> {
  const since = new Date(now.getTime() - q.windowMs);
  return withAdvisoryLock(db, q.lockKey, async (tx) => {
    const counts = [];
    for (const budget of q.budgets) {
      counts.push({ budget, ...(await countEventsSince(tx, { ...budget, since })) });
    }
    const spent = counts.filter((c) => c.count >= c.budget.limit);
    if (spent.length > 0) {
      const retry = Math.max(...spent.map((c) => secondsUntil(c.oldest ?? now, q.windowMs, now)));
      return { allowed: false, retryAfterSeconds: retry };
    }
    const eventIds = [];
    for (const { budget } of counts) {
      eventIds.push(
        await recordEventReturningId(tx, { bucket: budget.bucket, subject: budget.subject, at: now }),
      );
    }
    const last = counts.filter((c) => c.count + 1 >= c.budget.limit);
    return {
      allowed: true,
      eventIds,
      exhausts: last.map((c) => c.budget),
      retryAfterSeconds:
        last.length === 0 ? 0 : Math.max(...last.map((c) => secondsUntil(c.oldest ?? now, q.windowMs, now))),
    };
  });
}

/** Takes back a successful attempt's events: it was no failure. */
export function releaseAttempt(db: Db, eventIds: number[]): Promise<void> {
  return deleteEvents(db, eventIds);
}
