import 'server-only';
import { TRUSTED_ADDRESS_MS } from '@/lib/constants/auth';
import type { Db } from '@/lib/server/db/client';
import { withAdvisoryLock } from '@/lib/server/db/advisory-lock';
import { accountLock, addressLock, lockoutLookback } from '@/lib/server/auth/lockout';
import { extendAdminLock, type AdminRow } from './admins';
import { insertLoginAttempt, loginHistory, type LoginHistory } from './login-attempts';
import { deliverInBackground, sendMail } from '@/lib/server/mail/mailer';
import { accountLockedMessage } from '@/lib/server/mail/templates/account-locked';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';

interface Attempt {
  email: string;
  ipAddress: string;
  /**
   * Which count the attempt belongs to: passwords, or the codes of the two-factor step. Codes have their
   * own ledger because only someone who passed the password step (or holds a mailed link) can reach
   * it: a stranger's wrong passwords must not lock the owner out of the code step (ADR 0095).
   */
  step?: 'password' | 'code';
}

/** The login_attempts key of an attempt: the email, or a separate key for two-factor codes. */
function ledgerKey(attempt: Pick<Attempt, 'email' | 'step'>): string {
  return attempt.step === 'code' ? `2fa:${attempt.email}` : attempt.email;
}

function history(db: Parameters<typeof loginHistory>[0], attempt: Attempt, now: Date) {
  return loginHistory(db, {
    email: ledgerKey(attempt),
    ipAddress: attempt.ipAddress,
    since: lockoutLookback(now),
    trustedSince: new Date(now.getTime() - TRUSTED_ADDRESS_MS),
  });
}

/**
 * The two locks on this attempt. Per address: failures from it since the account's last success. The
 * account-wide ceiling counts failures from every address (a success elsewhere does not reset it, a
 * password reset does) and does not apply to an address the admin signed in from before.
 */
function locks(h: LoginHistory, attempt: Attempt, now: Date) {
  const fromAddress = h.failures.filter(
    (f) => f.ipAddress === attempt.ipAddress && (!h.lastSuccess || f.at > h.lastSuccess),
  );
  return { address: addressLock(fromAddress, now), account: accountLock(h.failures, now) };
}

/**
 * Checks the locks and records this attempt as a failure under one lock per email, before the slow
 * password check: requests sent together queue here, so no more guesses get through than the limits allow.
 */
export function reserveAttempt(
  db: Db,
  attempt: Attempt,
  now: Date,
): Promise<{ locked: true; lockEnd: Date } | { locked: false; attemptId: number }> {
  const email = ledgerKey(attempt);
  return withAdvisoryLock(db, `login:${email}`, async (tx) => {
    const h = await history(tx, attempt, now);
    const { address, account } = locks(h, attempt, now);
    const lockEnd = address.until ?? (h.addressTrusted ? null : account.until);
    if (lockEnd) return { locked: true, lockEnd } as const;
    const attemptId = await insertLoginAttempt(tx, {
      email,
      ipAddress: attempt.ipAddress,
      success: false,
      at: now,
    });
    return { locked: false, attemptId } as const;
  });
}

/**
 * After a failed attempt: the request whose failure reached a threshold reports it — an audit row for
 * a real admin, and for the account-wide ceiling the lock end on the admin row and an email, once per trip.
 */
export async function reportFailure(
  db: Db,
  attempt: Attempt & { attemptId: number; admin: AdminRow | null },
  now: Date,
): Promise<void> {
  const { admin, attemptId, ...who } = attempt;
  // The history is read for an unknown email too: skipping it would answer a few ms sooner and tell
  // which emails are admins (issue 24, point 9). Only a trip, once per lock, does more for a real admin.
  const { address, account } = locks(await history(db, who, now), who, now);
  if (!admin) return;
  if (address.trippedBy === attemptId && address.until) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.lockout,
      adminId: admin.id,
      detail: {
        email: who.email,
        step: who.step ?? 'password',
        scope: 'address',
        until: address.until.toISOString(),
      },
      ipAddress: who.ipAddress,
      at: now,
    });
  }
  if (account.trippedBy === attemptId && account.until) {
    const until = account.until;
    await extendAdminLock(db, admin.id, until);
    await recordAudit(db, {
      action: AUDIT_ACTIONS.lockout,
      adminId: admin.id,
      detail: {
        email: who.email,
        step: who.step ?? 'password',
        scope: 'account',
        trip: account.trips,
        until: until.toISOString(),
      },
      ipAddress: who.ipAddress,
      at: now,
    });
    // In the background, so the answer time does not tell that the email is an admin's.
    deliverInBackground(() =>
      sendMail(accountLockedMessage({ to: admin.email, name: admin.name, until, trip: account.trips })),
    );
  }
}
