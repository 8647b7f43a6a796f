import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { InvalidError, UnauthorizedError } from '@/lib/server/errors';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { AdminSession } from './admin-session';
import { findAdminById, type AdminRow } from './admins';
import { revokeOtherSessions } from './admin-sessions-repository';
import { hashPassword, verifyPassword } from './password';
import { limitedCheck } from './reauth-limits';
import { websiteAdmins } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { passwordRuleError } from '@/lib/validations/password';

const ACCOUNT_PASSWORD_MESSAGES = {
  wrongCurrent: 'Current password is incorrect',
  changed: 'Password changed. Every other session of your account has been signed out.',
  same: 'The new password must differ from the current one',
} as const;

/**
 * Checks the signed-in account's current password before a change that could hand the account over (its
 * email address, its password): an UnauthorizedError (401) when wrong, so a borrowed session alone cannot do
 * it, and a RateLimitedError (429) past the attempt limits (docs/adr/0097), so it cannot grind the password.
 */
export async function checkCurrentPassword(
  db: Db,
  session: AdminSession,
  password: string,
  ipAddress: string | null,
): Promise<AdminRow> {
  const admin = await findAdminById(db, session.user.id);
  const passwordHash = admin?.passwordHash;
  if (!admin || !passwordHash) throw new UnauthorizedError(ACCOUNT_PASSWORD_MESSAGES.wrongCurrent);
  const right = await limitedCheck(db, session, 'current_password', ipAddress, () =>
    verifyPassword(password, passwordHash),
  );
  if (!right) throw new UnauthorizedError(ACCOUNT_PASSWORD_MESSAGES.wrongCurrent);
  return admin;
}

/**
 * Changes the signed-in account's password after checking the current one (401 when wrong). Every other
 * session of the account ends; this one goes on (the session version is not bumped, so its token stays good).
 */
export async function changePassword(
  db: Db,
  session: AdminSession,
  input: { currentPassword: string; newPassword: string },
  ipAddress: string | null,
): Promise<{ message: string }> {
  const admin = await checkCurrentPassword(db, session, input.currentPassword, ipAddress);
  const ruleError = passwordRuleError(input.newPassword);
  if (ruleError) throw new InvalidError(ruleError);
  if (input.currentPassword === input.newPassword) throw new InvalidError(ACCOUNT_PASSWORD_MESSAGES.same);
  const now = new Date();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(websiteAdmins)
      .set({ passwordHash, updatedAt: now })
      .where(eq(websiteAdmins.id, admin.id));
    await revokeOtherSessions(tx, admin.id, session.sessionId, now);
  });
  await recordAudit(db, { action: AUDIT_ACTIONS.passwordChanged, adminId: admin.id, ipAddress, at: now });
  return { message: ACCOUNT_PASSWORD_MESSAGES.changed };
}

/** "Sign out everywhere else": ends every session of the account but this one. */
export async function endOtherSessions(
  db: Db,
  session: AdminSession,
  ipAddress: string | null,
): Promise<{ ended: number }> {
  const now = new Date();
  const ended = await revokeOtherSessions(db, session.user.id, session.sessionId, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.otherSessionsEnded,
    adminId: session.user.id,
    detail: { ended },
    ipAddress,
    at: now,
  });
  return { ended };
}
