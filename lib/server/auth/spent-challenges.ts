import 'server-only';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { spentTwoFactorChallenges } from '@/lib/server/db/schema';

/** Whether a two-factor challenge already opened a session. */
export async function isChallengeSpent(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: spentTwoFactorChallenges.id })
    .from(spentTwoFactorChallenges)
    .where(eq(spentTwoFactorChallenges.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records a challenge as spent, in one statement: of two requests racing with the same challenge only
 * one gets true, on every server instance. Rows of expired challenges are trimmed here (a challenge
 * past its expiry is refused by its signature check anyway).
 */
export async function spendChallenge(
  db: DbOrTx,
  challenge: { id: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(spentTwoFactorChallenges)
    .values({ id: challenge.id, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ id: spentTwoFactorChallenges.id });
  await db.delete(spentTwoFactorChallenges).where(lt(spentTwoFactorChallenges.expiresAt, now));
  return rows.length > 0;
}
