import 'server-only';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { readMeta, writeMeta } from '@/lib/server/db/app-meta';
import { ConflictError, InvalidError } from '@/lib/server/errors';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { AdminSession } from './admin-session';
import { findAdminById, type AdminRow } from './admins';
import {
  clearTwoFactor,
  consumeRecoveryCode,
  consumeTotpStep,
  countUnusedRecoveryCodes,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  resealSecret,
  storePendingSecret,
} from './two-factor-repository';
import { REQUIRE_TWO_FACTOR_KEY } from './admin-sessions-repository';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUrl } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';
import { limitedCheck } from './reauth-limits';

const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on',
  notSetUp: 'Start the setup first',
  notOn: 'Two-factor sign-in is not on',
  wrongCode: 'That code is not right. Check the time on your device and try again.',
  required: 'Two-factor sign-in is required for every account',
  ownFirst: 'Turn on two-factor sign-in for your own account before requiring it of everyone',
} as const;

/** Whether an admin has required two-factor sign-in of every account (off until set). */
export async function isTwoFactorRequired(db: DbOrTx): Promise<boolean> {
  return (await readMeta(db, REQUIRE_TWO_FACTOR_KEY)) === true;
}

export async function setTwoFactorRequired(
  db: DbOrTx,
  session: AdminSession,
  required: boolean,
  ipAddress: string | null,
): Promise<{ require_two_factor: boolean }> {
  // Requiring it without having it would lock the admin out of every route but the setup (ADR 0071).
  if (required && !session.twoFactor) throw new ConflictError(TWO_FACTOR_MESSAGES.ownFirst);
  const now = new Date();
  await writeMeta(db, REQUIRE_TWO_FACTOR_KEY, required, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.requireTwoFactorChanged,
    adminId: session.user.id,
    detail: { name: required ? 'required' : 'optional' },
    ipAddress,
    at: now,
  });
  return { require_two_factor: required };
}

/**
 * Checks a second factor: a current TOTP code (never one already accepted) or an unused recovery code,
 * which is spent. Returns which one matched, or null.
 */
export async function verifySecondFactor(
  db: DbOrTx,
  admin: Pick<AdminRow, 'id' | 'totpSecret'>,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const secret = await storedSecret(db, admin);
  // A secret that no longer opens (the auth secret changed) leaves the recovery codes.
  const typed = code.trim();
  const step = secret === null ? null : matchTotp(secret, typed.replace(/\s/g, ''), now);
  if (step !== null) return (await consumeTotpStep(db, admin.id, step)) ? 'totp' : null;
  if (await consumeRecoveryCode(db, admin.id, hashRecoveryCode(typed), now)) return 'recovery';
  return null;
}

/**
 * The account's base32 secret, opened; a plain one from before encryption is sealed in place on the way
 * (ADR 0070), so existing accounts move to encrypted storage by using 2FA, with no key in a migration.
 */
async function storedSecret(db: DbOrTx, admin: Pick<AdminRow, 'id' | 'totpSecret'>): Promise<string | null> {
  if (!admin.totpSecret) return null;
  const opened = await openTotpSecret(admin.id, admin.totpSecret);
  if (opened?.plain) {
    await resealSecret(db, admin.id, admin.totpSecret, await sealTotpSecret(admin.id, opened.secret));
  }
  return opened?.secret ?? null;
}

async function currentAdmin(db: DbOrTx, session: AdminSession): Promise<AdminRow> {
  const admin = await findAdminById(db, session.user.id);
  if (!admin) throw new InvalidError('Account not found');
  return admin;
}

/** A new secret for the authenticator app, stored but not in force until a code confirms it. */
export async function setupTwoFactor(
  db: Db,
  session: AdminSession,
): Promise<{ secret: string; otpauth_url: string }> {
  const secret = newTotpSecret();
  if (!(await storePendingSecret(db, session.user.id, await sealTotpSecret(session.user.id, secret)))) {
    throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  }
  return { secret, otpauth_url: totpUrl(secret, session.user.email) };
}

/** Turns two-factor sign-in on once a code from the app matches; returns the recovery codes, shown once. */
export async function enableTwoFactor(
  db: Db,
  session: AdminSession,
  code: string,
  ipAddress: string | null,
): Promise<{ recovery_codes: string[] }> {
  const now = new Date();
  const admin = await currentAdmin(db, session);
  if (admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = await storedSecret(db, admin);
  if (!secret) throw new InvalidError(TWO_FACTOR_MESSAGES.notSetUp);
  const step = matchTotp(secret, code.trim(), now);
  if (step === null || !(await consumeTotpStep(db, admin.id, step))) {
    throw new InvalidError(TWO_FACTOR_MESSAGES.wrongCode);
  }
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await markTwoFactorEnabled(tx, admin.id, now);
    await replaceRecoveryCodes(tx, admin.id, codes.map(hashRecoveryCode), now);
  });
  await recordAudit(db, {
    action: AUDIT_ACTIONS.twoFactorEnabled,
    adminId: admin.id,
    ipAddress,
    at: now,
  });
  return { recovery_codes: codes };
}

/**
 * Turns two-factor sign-in off with a current code (or a recovery code); refused while it is required. The
 * code is checked under the attempt limits (docs/adr/0097): a borrowed session cannot grind it.
 */
export async function disableTwoFactor(
  db: Db,
  session: AdminSession,
  code: string,
  ipAddress: string | null,
): Promise<void> {
  const now = new Date();
  const admin = await currentAdmin(db, session);
  if (!admin.totpEnabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
  if (await isTwoFactorRequired(db)) throw new ConflictError(TWO_FACTOR_MESSAGES.required);
  const right = await limitedCheck(db, session, 'second_factor', ipAddress, async () =>
    Boolean(await verifySecondFactor(db, admin, code, now)),
  );
  if (!right) throw new InvalidError(TWO_FACTOR_MESSAGES.wrongCode);
  await db.transaction((tx) => clearTwoFactor(tx, admin.id, now));
  await recordAudit(db, { action: AUDIT_ACTIONS.twoFactorDisabled, adminId: admin.id, ipAddress, at: now });
}

export async function twoFactorStatus(
  db: DbOrTx,
  adminId: string,
): Promise<{ enabled: boolean; recovery_codes_left: number; required: boolean }> {
  const admin = await findAdminById(db, adminId);
  return {
    enabled: Boolean(admin?.totpEnabledAt),
    recovery_codes_left: admin?.totpEnabledAt ? await countUnusedRecoveryCodes(db, adminId) : 0,
    required: await isTwoFactorRequired(db),
  };
}
