import 'server-only';
import { isNotNull, lt, or } from 'drizzle-orm';
import { ACCOUNT_LOCK_MEMORY_MS, LOCKOUT_WINDOW_MS, TRUSTED_ADDRESS_MS } from '@/lib/constants/auth';
import type { DbOrTx } from '@/lib/server/db/client';
import {
  adminSessions,
  loginAttempts,
  passwordResetTokens,
  spentTwoFactorChallenges,
} from '@/lib/server/db/schema';

/**
 * The sign-in rows nothing reads any more, deleted by the `expired-rows` job (docs/adr/0107): sessions
 * past their end (a revoked one too, once it would have expired: until then its row is what refuses
 * its token), reset and sign-in links past their end or used, spent two-factor challenges past their
 * end, and sign-in attempts older than the longest look-back of the lockout rules (lockout.ts: a
 * trusted address is one that signed in within TRUSTED_ADDRESS_MS).
 */
export async function deleteExpiredAuthRows(db: DbOrTx, now: Date): Promise<Record<string, number>> {
  const attemptsBefore = new Date(
    now.getTime() - Math.max(TRUSTED_ADDRESS_MS, ACCOUNT_LOCK_MEMORY_MS + LOCKOUT_WINDOW_MS),
  );
  const count = (rows: unknown[]) => rows.length;
  const sessions = await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, now))
    .returning({ id: adminSessions.id });
  const links = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  const challenges = await db
    .delete(spentTwoFactorChallenges)
    .where(lt(spentTwoFactorChallenges.expiresAt, now))
    .returning({ id: spentTwoFactorChallenges.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, attemptsBefore))
    .returning({ id: loginAttempts.id });
  return {
    sessions: count(sessions),
    resetAndSignInLinks: count(links),
    twoFactorChallenges: count(challenges),
    signInAttempts: count(attempts),
  };
}
