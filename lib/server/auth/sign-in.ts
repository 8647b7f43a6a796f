import 'server-only';
import { randomBytes } from 'node:crypto';
import { IP_ATTEMPTS_PER_MINUTE, IP_ATTEMPTS_WINDOW_MS } from '@/lib/constants/auth';
import type { Db } from '@/lib/server/db/client';
import { findAdminByEmail, recordAdminLogin } from './admins';
import { deleteLoginAttempt, insertLoginAttempt, markLoginAttemptSucceeded } from './login-attempts';
import { isChallengeSpent, spendChallenge } from './spent-challenges';
import { email as emailSchema } from '@/lib/validations/email';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { issueSession } from '@/lib/server/auth/issue-session';
import { listSessionUserAgents, revokeSession } from './admin-sessions-repository';
import { describeDevice, plainAddress } from '@/lib/admin/device';
import { notifyTeam } from '@/lib/server/notifications';
import { sessionFromToken, type AdminUser } from '@/lib/server/auth/admin-session';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { reportFailure, reserveAttempt } from './sign-in-lock';
import { deviceSubject, issueDeviceToken } from './sign-in-device';
import { mailSignInLinkInBackground } from './sign-in-links';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { signChallenge, verifyChallenge } from './totp';
import { isTwoFactorRequired, verifySecondFactor } from './two-factor';
import { findAdminById, type AdminRow } from './admins';

// A real hash at the real cost, of a password nobody knows: comparing against it costs what a real
// check costs, so an unknown email answers in about the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

export type SignInResult =
  | {
      ok: true;
      token: string;
      user: AdminUser;
      twoFactorSetupRequired: boolean;
      /** The browser's device cookie for this account: its next sign-ins have their own budget. */
      deviceToken: string;
    }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'two_factor'; challenge: string }
  | { ok: false; reason: 'locked' | 'rate_limited'; retryAfterSeconds: number };

const IP_RULE = { bucket: 'login-ip', limit: IP_ATTEMPTS_PER_MINUTE, windowMs: IP_ATTEMPTS_WINDOW_MS };

interface ClientInput {
  ipAddress?: string;
  userAgent?: string | null;
  /** The browser's device cookie, if it sent one (sign-in-device.ts). */
  deviceToken?: string;
}

/**
 * Checks an email and password. An unknown email and a wrong password fail the same way; failures are
 * counted per email and per client address in the database, so the limits hold across instances. A
 * browser that signed in to this account before is counted under its device instead of its address.
 *
 * A refusal (the per-address limit or a lock) answers the same for every password and counts nothing,
 * but the password is still checked: the right one mails its owner a one-time link after the answer.
 * So no stranger's traffic, whatever address it shares with the owner, can close the owner's way in
 * (ADR 0095).
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string } & ClientInput,
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const ipAddress = input.ipAddress ?? 'unknown';
  const subject = (await deviceSubject(input.deviceToken, email)) ?? ipAddress;

  const ipLimit = await consumeRateLimit(db, IP_RULE, subject, now);
  const admin = await findAdminByEmail(db, email);
  const reservation = ipLimit.allowed ? await reserveAttempt(db, { email, ipAddress: subject }, now) : null;
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await getDummyHash()));
  if (!reservation || reservation.locked) {
    // A refusal is the same for every password, so guessing on gains nothing; the right one of an
    // active admin mails a link in the background, so the answer and its time say nothing (ADR 0035).
    if (admin && valid && admin.status === 'active')
      mailSignInLinkInBackground(db, admin, { ipAddress }, now);
    return reservation
      ? { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(reservation.lockEnd, now) }
      : { ok: false, reason: 'rate_limited', retryAfterSeconds: ipLimit.retryAfterSeconds };
  }
  // A disabled account fails like a wrong password: the answer says nothing about the account.
  if (!admin || !valid || admin.status !== 'active') {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInFailed,
      adminId: admin?.id ?? null,
      detail: { email: auditableEmail(email) },
      ipAddress,
      at: now,
    });
    await reportFailure(
      db,
      { email, ipAddress: subject, attemptId: reservation.attemptId, admin: admin ?? null },
      now,
    );
    return { ok: false, reason: 'invalid' };
  }

  if (admin.totpEnabledAt) {
    // The password alone is neither a failure nor a success (see deleteLoginAttempt); the code step decides.
    await deleteLoginAttempt(db, reservation.attemptId);
    return { ok: false, reason: 'two_factor', challenge: await signChallenge(admin, now) };
  }
  await markLoginAttemptSucceeded(db, reservation.attemptId);
  return openSession(db, admin, { ...input, ipAddress }, now);
}

/**
 * A sign-in from a browser and OS family (describeDevice) none of the account's kept sessions came
 * from; never the account's first sign-in (docs/adr/0112). Read before the new session is written.
 */
async function isNewDevice(db: Db, admin: AdminRow, userAgent: string | null): Promise<boolean> {
  if (!admin.lastLoginAt) return false;
  const device = describeDevice(userAgent);
  return !(await listSessionUserAgents(db, admin.id)).some((ua) => describeDevice(ua) === device);
}

async function openSession(
  db: Db,
  admin: AdminRow,
  input: { ipAddress: string; userAgent?: string | null; via?: string },
  now: Date,
): Promise<Extract<SignInResult, { ok: true }>> {
  await recordAdminLogin(db, admin.id, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.signIn,
    adminId: admin.id,
    detail: input.via ? { via: input.via } : {},
    ipAddress: input.ipAddress,
    at: now,
  });
  const userAgent = input.userAgent ?? null;
  const newDevice = await isNewDevice(db, admin, userAgent);
  const token = await issueSession(db, admin, { ipAddress: input.ipAddress, userAgent }, now);
  if (newDevice) {
    notifyTeam(
      db,
      {
        event: 'new-device',
        device: describeDevice(userAgent),
        address: input.ipAddress === 'unknown' ? null : plainAddress(input.ipAddress),
        at: now,
      },
      { to: [admin.id] },
    );
  }
  return {
    ok: true,
    token,
    user: { id: admin.id, name: admin.name, email: admin.email },
    twoFactorSetupRequired: !admin.totpEnabledAt && (await isTwoFactorRequired(db)),
    deviceToken: await issueDeviceToken(admin.email, now),
  };
}

export type SecondFactorResult =
  | Extract<SignInResult, { ok: true }>
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked' | 'rate_limited'; retryAfterSeconds: number };

/**
 * The second step of a sign-in with two-factor on: a live, unspent challenge from the password step (or
 * a mailed link) and a TOTP or recovery code. Wrong codes are counted and locked like wrong passwords
 * (per device or address, and account-wide) but in a ledger of their own: only someone who got a
 * challenge can add to it, so a stranger's wrong passwords cannot lock the owner out of this step. A
 * challenge opens one session at most.
 */
export async function signInWithSecondFactor(
  db: Db,
  input: { challenge: string; code: string } & ClientInput,
  now: Date = new Date(),
): Promise<SecondFactorResult> {
  const ipAddress = input.ipAddress ?? 'unknown';
  const claims = await verifyChallenge(input.challenge, now);
  const admin = claims ? await findAdminById(db, claims.adminId) : undefined;
  // A challenge from before a password reset (or a disabled account, or 2FA turned off) is spent, and so
  // is one that already opened a session.
  if (
    !claims ||
    !admin ||
    admin.status !== 'active' ||
    !admin.totpEnabledAt ||
    admin.sessionVersion !== claims.sessionVersion ||
    (await isChallengeSpent(db, claims.id))
  ) {
    return { ok: false, reason: 'expired' };
  }
  const email = admin.email.toLowerCase();
  const subject = (await deviceSubject(input.deviceToken, email)) ?? ipAddress;
  const attempt = { email, ipAddress: subject, step: 'code' } as const;
  const reservation = await reserveAttempt(db, attempt, now);
  if (reservation.locked) {
    return { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(reservation.lockEnd, now) };
  }
  const factor = await verifySecondFactor(db, admin, input.code, now);
  if (!factor) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInFailed,
      adminId: admin.id,
      detail: { email, step: 'two-factor code' },
      ipAddress,
      at: now,
    });
    await reportFailure(db, { ...attempt, attemptId: reservation.attemptId, admin }, now);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await spendChallenge(db, claims, now))) {
    // Another request with this challenge opened the session first: this one is neither a failure nor a success.
    await deleteLoginAttempt(db, reservation.attemptId);
    return { ok: false, reason: 'expired' };
  }
  await markLoginAttemptSucceeded(db, reservation.attemptId);
  // The sign-in as a whole succeeded from here: the password count resets and the place is trusted, as a
  // sign-in without two-factor does.
  await insertLoginAttempt(db, { email, ipAddress: subject, success: true, at: now });
  if (factor === 'recovery') {
    await recordAudit(db, { action: AUDIT_ACTIONS.recoveryCodeUsed, adminId: admin.id, ipAddress, at: now });
  }
  return openSession(
    db,
    admin,
    { ipAddress, userAgent: input.userAgent, via: factor === 'totp' ? 'authenticator' : 'recovery code' },
    now,
  );
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
