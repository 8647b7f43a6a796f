import 'server-only';
import type { AccountSession, AccountView } from '@/lib/admin/users';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { getActiveSessions, twoFactorStatus, type AdminSession } from '@/lib/server/auth';
import type { AccountProfileBody } from '@/lib/validations/users';
import { findUserById, updateUserName } from './repository';

/** The signed-in account: profile and two-factor state, for the Account page. */
export async function getAccount(db: Db, session: AdminSession): Promise<{ account: AccountView }> {
  const row = await findUserById(db, session.user.id);
  if (!row) throw new NotFoundError('Account not found');
  return {
    account: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      // An expired link is as good as none: the screen no longer says a change is waiting.
      pending_email:
        row.pendingEmail && row.emailChangeExpiresAt && row.emailChangeExpiresAt > new Date()
          ? row.pendingEmail
          : null,
      two_factor: await twoFactorStatus(row.id),
    },
  };
}

export async function updateAccountProfile(
  db: Db,
  session: AdminSession,
  input: AccountProfileBody,
  ipAddress: string | null,
): Promise<{ account: AccountView }> {
  const now = new Date();
  await updateUserName(db, session.user.id, input.name, now);
  if (input.name.trim() !== session.user.name) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.nameChanged,
      adminId: session.user.id,
      detail: { name: input.name.trim() },
      ipAddress,
      at: now,
    });
  }
  return getAccount(db, session);
}

/** The account's live sessions, the caller's marked current (spec field names, dates as ISO strings). */
export async function listAccountSessions(session: AdminSession): Promise<{ sessions: AccountSession[] }> {
  const rows = await getActiveSessions(session);
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
      current: s.current,
    })),
  };
}
