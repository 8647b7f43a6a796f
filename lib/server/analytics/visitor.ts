import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { analyticsEvents, analyticsSalts } from '@/lib/server/db/schema';
import { bufferedAnalyticsEvents } from './buffer';

/**
 * The daily visitor hash (issue 38 point 1, docs/adr/0113): SHA-256 of a random salt of the UTC day,
 * the client address and the user agent. Every instance reads the same salt from the database; the
 * roll-up job deletes a salt once its day is over, after which no hash can be tied to an address.
 */

// The promise, not the value: the first requests of a day arrive together, and each would otherwise
// insert and read the salt on a connection of its own.
const salts = new Map<string, Promise<string>>();

/** The day's salt, created by the first instance that needs it. Read once per day per process. */
export function dailySalt(db: DbOrTx, day: string): Promise<string> {
  const cached = salts.get(day);
  if (cached) return cached;
  const salt = readOrCreateSalt(db, day);
  // Only today's and yesterday's are worth keeping in memory; a failed read is tried again next time.
  for (const key of salts.keys()) if (key < day) salts.delete(key);
  salts.set(day, salt);
  salt.catch(() => {
    if (salts.get(day) === salt) salts.delete(day);
  });
  return salt;
}

async function readOrCreateSalt(db: DbOrTx, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`analytics salt for ${day} vanished`);
  return row.salt;
}

/** Deletes the salts of days before `today`: what the roll-up of those days no longer needs. */
export async function deleteOldSalts(db: DbOrTx, today: string): Promise<number> {
  const deleted = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today)).returning();
  for (const key of salts.keys()) if (key < today) salts.delete(key);
  return deleted.length;
}

export function visitorHash(salt: string, address: string, userAgent: string | null): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent ?? ''}`)
    .digest('base64url');
}

/** Where a visit began: its first pageview of the day, as the lead attribution needs it. */
export interface VisitStart {
  landingPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * Where this visitor's visit began today, or null (a DNT visitor, a bot, or no pageview yet): the
 * earlier of its first pageview still in this process's buffer (not yet written: a form sent within
 * seconds of landing) and its first stored one. Both are looked at: an earlier pageview may already
 * be stored while a later one waits in the buffer.
 */
export async function findVisitStart(db: DbOrTx, hash: string, day: string): Promise<VisitStart | null> {
  const buffered = findBufferedVisitStart(hash, day);
  const stored = await findStoredVisitStart(db, hash, day);
  if (!buffered) return stored?.start ?? null;
  if (!stored) return buffered.start;
  return stored.at <= buffered.at ? stored.start : buffered.start;
}

interface DatedVisitStart {
  start: VisitStart;
  at: Date;
}

const toVisitStart = (row: {
  path: string;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}): VisitStart => ({
  landingPage: row.path,
  referrerHost: row.referrerHost ?? null,
  utmSource: row.utmSource ?? null,
  utmMedium: row.utmMedium ?? null,
  utmCampaign: row.utmCampaign ?? null,
});

function findBufferedVisitStart(hash: string, day: string): DatedVisitStart | null {
  let first: (typeof analyticsEvents.$inferInsert & { occurredAt: Date }) | null = null;
  for (const row of bufferedAnalyticsEvents()) {
    if (row.name !== 'pageview' || row.visitorHash !== hash || row.day !== day) continue;
    if (!first || row.occurredAt < first.occurredAt) first = row;
  }
  return first ? { start: toVisitStart(first), at: first.occurredAt } : null;
}

/** The first stored pageview of this visitor today. */
async function findStoredVisitStart(db: DbOrTx, hash: string, day: string): Promise<DatedVisitStart | null> {
  const [row] = await db
    .select({
      path: analyticsEvents.path,
      occurredAt: analyticsEvents.occurredAt,
      referrerHost: analyticsEvents.referrerHost,
      utmSource: analyticsEvents.utmSource,
      utmMedium: analyticsEvents.utmMedium,
      utmCampaign: analyticsEvents.utmCampaign,
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.visitorHash, hash),
        eq(analyticsEvents.day, day),
        eq(analyticsEvents.name, 'pageview'),
      ),
    )
    .orderBy(asc(analyticsEvents.occurredAt))
    .limit(1);
  return row ? { start: toVisitStart(row), at: row.occurredAt } : null;
}
