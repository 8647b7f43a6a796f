import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { rateLimitEvents } from '@/lib/server/db/schema';
import { withAdvisoryLock } from '@/lib/server/db/advisory-lock';

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
  const windowStart = new Date(now.getTime() - rule.windowMs);
  // Count and record under one lock: N requests arriving together cannot all see "under the limit".
  const result = await withAdvisoryLock(db, `rate:${rule.bucket}:${subject}`, async (tx) => {
    const [row] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        oldest: sql<Date | string | null>`min(${rateLimitEvents.createdAt})`,
      })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.subject, subject),
          gt(rateLimitEvents.createdAt, windowStart),
        ),
      );
    const count = row?.n ?? 0;
    if (count >= rule.limit) {
      const oldest = row?.oldest ? new Date(row.oldest) : now;
      const retryMs = oldest.getTime() + rule.windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    }
    await tx.insert(rateLimitEvents).values({ bucket: rule.bucket, subject, createdAt: now });
    return { allowed: true, retryAfterSeconds: 0 };
  });
  // Old events are useless; trimming them here keeps the table small without a cron job.
  if (result.allowed && Math.random() < 0.02) {
    await db
      .delete(rateLimitEvents)
      .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  }
  return result;
}
