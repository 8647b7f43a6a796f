import 'server-only';
import {
  REAUTH_ACCOUNT_FAILURES,
  REAUTH_LOCKED_MESSAGES,
  REAUTH_SESSION_FAILURES,
  REAUTH_WINDOW_MS,
} from '@/lib/constants/auth';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db/client';
import { RateLimitedError } from '@/lib/server/errors';
import { releaseAttempt, reserveAttempt } from '@/lib/server/rate-limit';
import type { AdminSession } from './admin-session';

/** What a signed-in session proves before a sensitive change: its current password, or a second factor. */
export type ReauthCheck = keyof typeof REAUTH_LOCKED_MESSAGES;

const FAILED_ACTION = {
  current_password: AUDIT_ACTIONS.currentPasswordFailed,
  second_factor: AUDIT_ACTIONS.twoFactorCodeFailed,
} as const;

function lockedError(check: ReauthCheck, retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const time = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new RateLimitedError(REAUTH_LOCKED_MESSAGES[check](time), retryAfterSeconds);
}

/**
 * Runs `verify` (a bcrypt comparison, a TOTP or recovery code) under the attempt limits of its kind, per
 * session and per account (docs/adr/0097). The attempt is counted before `verify` runs, so parallel guesses
 * cannot slip past the count, and taken back when it succeeds: only wrong answers count. A wrong answer is
 * audited; the one that spends a budget is audited as a lock and answered with the 429 itself. While a
 * budget is spent, every answer is refused (429 with Retry-After) without being checked, right or wrong.
 */
export async function limitedCheck(
  db: Db,
  session: AdminSession,
  check: ReauthCheck,
  ipAddress: string | null,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const adminId = session.user.id;
  const now = new Date();
  const reservation = await reserveAttempt(
    db,
    {
      // One lock per account and kind: two sessions of the account share its budget.
      lockKey: `reauth:${check}:${adminId}`,
      windowMs: REAUTH_WINDOW_MS,
      budgets: [
        { bucket: `reauth:${check}:account`, subject: adminId, limit: REAUTH_ACCOUNT_FAILURES },
        { bucket: `reauth:${check}:session`, subject: session.sessionId, limit: REAUTH_SESSION_FAILURES },
      ],
    },
    now,
  );
  if (!reservation.allowed) throw lockedError(check, reservation.retryAfterSeconds);

  let ok: boolean;
  try {
    ok = await verify();
  } catch (err) {
    // Not an answer (the database or a hashing thread failed): nothing to count.
    await releaseAttempt(db, reservation.eventIds);
    throw err;
  }
  if (ok) {
    await releaseAttempt(db, reservation.eventIds);
    return true;
  }
  await recordAudit(db, { action: FAILED_ACTION[check], adminId, ipAddress, at: now });
  if (reservation.exhausts.length === 0) return false;
  await recordAudit(db, {
    action: AUDIT_ACTIONS.reauthLocked,
    adminId,
    detail: {
      check,
      scope: reservation.exhausts.map((b) => (b.subject === adminId ? 'account' : 'session')),
      retry_after_seconds: reservation.retryAfterSeconds,
    },
    ipAddress,
    at: now,
  });
  throw lockedError(check, reservation.retryAfterSeconds);
}
