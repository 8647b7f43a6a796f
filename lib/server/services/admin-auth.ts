import 'server-only';
import { randomBytes } from 'node:crypto';
import { IP_ATTEMPTS_PER_MINUTE, IP_ATTEMPTS_WINDOW_MS } from '@/lib/constants';
import type { Db } from '@/lib/server/db/client';
import { findAdminByEmail, recordAdminLogin } from '@/lib/server/repositories/admins';
import { markLoginAttemptSucceeded } from '@/lib/server/repositories/login-attempts';
import { email as emailSchema } from '@/lib/validations/email';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { issueSession } from '@/lib/server/auth/issue-session';
import { revokeSession } from '@/lib/server/repositories/admin-sessions';
import { sessionFromToken, type AdminUser } from '@/lib/server/auth/admin-session';
import { consumeRateLimit } from './rate-limit';
import { reportFailure, reserveAttempt } from './sign-in-lock';
import { AUDIT_ACTIONS, recordAudit } from './audit';

// A real hash at the real cost, of a password nobody knows: comparing against it costs what a real
// check costs, so an unknown email answers in about the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

export type SignInResult =
  | { ok: true; token: string; user: AdminUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked' | 'rate_limited'; retryAfterSeconds: number };

const IP_RULE = { bucket: 'login-ip', limit: IP_ATTEMPTS_PER_MINUTE, windowMs: IP_ATTEMPTS_WINDOW_MS };

/**
 * Checks an email and password. An unknown email and a wrong password fail the same way; failures are
 * counted per email and per client address in the database, so the limits hold across instances.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ipAddress?: string; userAgent?: string | null },
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const ipAddress = input.ipAddress ?? 'unknown';

  const ipLimit = await consumeRateLimit(db, IP_RULE, ipAddress, now);
  if (!ipLimit.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: ipLimit.retryAfterSeconds };

  const admin = await findAdminByEmail(db, email);
  const reservation = await reserveAttempt(db, { email, ipAddress }, now);
  // A locked account is refused before the password is looked at, so guessing cannot go on.
  if (reservation.locked)
    return { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(reservation.lockEnd, now) };

  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await getDummyHash()));
  if (!admin || !valid) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInFailed,
      adminId: admin?.id ?? null,
      detail: { email: auditableEmail(email) },
      ipAddress,
      at: now,
    });
    await reportFailure(
      db,
      { email, ipAddress, attemptId: reservation.attemptId, admin: admin ?? null },
      now,
    );
    return { ok: false, reason: 'invalid' };
  }

  await markLoginAttemptSucceeded(db, reservation.attemptId);
  await recordAdminLogin(db, admin.id, now);
  await recordAudit(db, { action: AUDIT_ACTIONS.signIn, adminId: admin.id, ipAddress, at: now });
  const token = await issueSession(
    db,
    admin,
    { ipAddress: input.ipAddress ?? null, userAgent: input.userAgent ?? null },
    now,
  );
  return { ok: true, token, user: { id: admin.id, name: admin.name, email: admin.email } };
}

/** The admin a token belongs to, if it is still valid (signature, expiry, admin, session version). */
export async function verifyToken(token: string): Promise<AdminUser | null> {
  return (await sessionFromToken(token))?.user ?? null;
}

/**
 * Ends the session this token belongs to (if it is valid): the token stops working at once. The
 * admin's sessions on other devices go on (a password reset ends them all).
 */
export async function signOut(
  db: Db,
  input: { token: string | undefined; ipAddress: string },
  now: Date = new Date(),
): Promise<void> {
  const session = await sessionFromToken(input.token, now);
  if (!session) return;
  await revokeSession(db, session.user.id, session.sessionId, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.logout,
    adminId: session.user.id,
    ipAddress: input.ipAddress,
  });
}

/**
 * What the audit log keeps of a typed sign-in email: the address when it is one, else a placeholder,
 * so a password typed into the email field never lands in the log or on the dashboard.
 */
function auditableEmail(typed: string): string {
  return emailSchema.safeParse(typed).success ? typed : '(not an email address)';
}

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}
