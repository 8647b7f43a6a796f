import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { withAdvisoryLock } from '@/lib/server/db/advisory-lock';
import { countEventsSince, deleteEventsBefore, recordEvent } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RateLimitRule {
  /** What is limited, e.g. 'early-access' or 'forgot-password'. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one event for `subject` (usually a client address) and says whether it is within the rule.
 * Kept in Postgres so every server instance shares the count. A refused event is not recorded, so a
 * client that waits out Retry-After gets through.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - rule.windowMs);
  // Count and record under one lock: N requests arriving together cannot all see "under the limit".
  const result = await withAdvisoryLock(db, `rate:${rule.bucket}:${subject}`, async (tx) => {
    const { count, oldest } = await countEventsSince(tx, { bucket: rule.bucket, subject, since });
    if (count >= rule.limit) {
      const retryMs = (oldest ?? now).getTime() + rule.windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    }
    await recordEvent(tx, { bucket: rule.bucket, subject, at: now });
    return { allowed: true, retryAfterSeconds: 0 };
  });
  return result;
}

/**
 * Events older than the longest window (a day) count for nothing: the `expired-rows` job deletes them
 * (docs/adr/0107). Returns how many.
 */
export function deleteExpiredRateLimitEvents(db: Db, now: Date): Promise<number> {
  return deleteEventsBefore(db, new Date(now.getTime() - DAY_MS));
}
