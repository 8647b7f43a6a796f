import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { INVITE_TTL_MS } from '@/lib/constants/users';
import type { UserListItem } from '@/lib/admin/users';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/client';
import { withAdvisoryLock } from '@/lib/server/db/advisory-lock';
import { conflictOnUniqueIndex } from '@/lib/server/db/unique-violation';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { deliverInBackground, sendMail } from '@/lib/server/mail/mailer';
import { invitationMessage } from '@/lib/server/mail/templates/invitation';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { hashPassword, revokeAllSessions, type AdminSession } from '@/lib/server/auth';
import type { AcceptInviteBody, InviteUserBody, UpdateUserBody } from '@/lib/validations/users';
import { acceptInviteBody, INVALID_INVITE } from '@/lib/validations/users';
import {
  acceptInvitation,
  countOtherActiveAdmins,
  deleteInvitedUser,
  emailTaken,
  findLiveInvitation,
  findOpenInvitation,
  findUserById,
  insertInvitedUser,
  listUserRows,
  updateUserRow,
  type UserRow,
} from './repository';
import { getLogger } from '@/lib/server/log';

const log = getLogger('mail');

const USER_MESSAGES = {
  emailTaken: 'A user with this email already exists',
  notFound: 'User not found',
  lastAdmin: 'The last active admin can be neither demoted nor disabled',
  notInvitation: 'Only an invitation that was not accepted can be removed',
  invitedStatus: 'An invited account becomes active by accepting its invitation',
  accepted: 'Invitation accepted. You can now sign in.',
  removed: 'Invitation removed',
} as const;

/** The one place a row becomes what the users screen shows. */
function toUserListItem(row: UserRow): UserListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    two_factor: row.totpEnabledAt !== null,
  };
}

function hashInviteToken(token: string): string {
  return createHash('sha256').update(`invite:${token}`).digest('hex');
}

export async function listUsers(db: Db): Promise<{ users: UserListItem[] }> {
  return { users: (await listUserRows(db)).map(toUserListItem) };
}

/**
 * Creates an invited account and mails its single-use link (7 days) through the reset emails' path; only
 * the token's hash is stored. A taken email (any status) is a 409.
 */
export async function inviteUser(
  db: Db,
  session: AdminSession,
  input: InviteUserBody,
  ipAddress: string | null,
): Promise<{ user: UserListItem }> {
  if (await emailTaken(db, input.email)) throw new ConflictError(USER_MESSAGES.emailTaken);
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvitedUser(db, {
    ...input,
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
    invitedBy: session.user.id,
    at: now,
  }).catch(conflictOnUniqueIndex('website_admins_email_lower_idx', USER_MESSAGES.emailTaken));
  await recordAudit(db, {
    action: AUDIT_ACTIONS.userInvited,
    adminId: session.user.id,
    detail: { name: row.email, role: row.role },
    ipAddress,
    at: now,
  });
  const link = absoluteUrl(`${ADMIN_ROUTES.acceptInvite}/${token}`);
  deliverInBackground(async () => {
    const delivery = await sendMail(
      invitationMessage({
        to: row.email,
        name: row.name,
        invitedBy: session.user.name || session.user.email,
        role: row.role,
        link,
        days: Math.round(INVITE_TTL_MS / 86_400_000),
      }),
    );
    if (delivery.via === 'outbox') {
      log.info(`[mail] no SMTP_URL: invitation for ${row.email} written to ${delivery.file}`);
    }
  });
  return { user: toUserListItem(row) };
}

/**
 * Where an invitation link stands, for its landing page to say so before anyone fills the form (issue 33):
 * `open`, `expired` (the invitation is still there, its 7 days are over), or `invalid` (already used,
 * removed by an admin, or never issued: an accepted link keeps no trace of its token). Reads only.
 */
export async function checkInvitation(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<'open' | 'expired' | 'invalid'> {
  if (!acceptInviteBody.shape.token.safeParse(token).success) return 'invalid';
  const row = await findOpenInvitation(db, hashInviteToken(token));
  if (!row) return 'invalid';
  return row.inviteExpiresAt && row.inviteExpiresAt > now ? 'open' : 'expired';
}

/** Sets the invited person's name and password (the password rules apply) and spends the link. */
export async function acceptInvite(
  db: Db,
  input: AcceptInviteBody & { ipAddress: string | null },
): Promise<{ message: string; email: string }> {
  const now = new Date();
  // Refuse a dead link before paying for a bcrypt hash.
  if (!(await findLiveInvitation(db, hashInviteToken(input.token), now)))
    throw new InvalidError(INVALID_INVITE);
  const row = await acceptInvitation(db, {
    tokenHash: hashInviteToken(input.token),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    at: now,
  });
  if (!row) throw new InvalidError(INVALID_INVITE);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.inviteAccepted,
    adminId: row.id,
    detail: { name: row.email },
    ipAddress: input.ipAddress,
    at: now,
  });
  return { message: USER_MESSAGES.accepted, email: row.email };
}

/**
 * Changes a role or disables (or re-enables) an account. The last active admin can be neither demoted
 * nor disabled (409); the check and the write run under one lock, so two admins demoting each other at
 * once cannot both succeed. A disabled account's sessions end at once.
 */
export async function updateUser(
  db: Db,
  session: AdminSession,
  id: string,
  input: UpdateUserBody,
  ipAddress: string | null,
): Promise<{ user: UserListItem }> {
  const now = new Date();
  const { before, after } = await withAdvisoryLock(db, 'users:active-admins', async (tx) => {
    const before = await findUserById(tx, id);
    if (!before) throw new NotFoundError(USER_MESSAGES.notFound);
    if (before.status === 'invited' && input.status) throw new ConflictError(USER_MESSAGES.invitedStatus);
    const losesAdmin =
      before.role === 'admin' &&
      before.status === 'active' &&
      (input.role === 'editor' || input.status === 'disabled');
    if (losesAdmin && (await countOtherActiveAdmins(tx, id)) === 0) {
      throw new ConflictError(USER_MESSAGES.lastAdmin);
    }
    const after = await updateUserRow(tx, id, { ...input, at: now });
    if (!after) throw new NotFoundError(USER_MESSAGES.notFound);
    if (input.status === 'disabled') await revokeAllSessions(tx, id, now);
    return { before, after };
  });
  const audit = (action: Parameters<typeof recordAudit>[1]['action'], detail: Record<string, unknown>) =>
    recordAudit(db, { action, adminId: session.user.id, detail, ipAddress, at: now });
  if (input.role && input.role !== before.role) {
    await audit(AUDIT_ACTIONS.roleChanged, { name: after.email, from: before.role, to: after.role });
  }
  if (input.status && input.status !== before.status) {
    await audit(input.status === 'disabled' ? AUDIT_ACTIONS.userDisabled : AUDIT_ACTIONS.userEnabled, {
      name: after.email,
    });
  }
  return { user: toUserListItem(after) };
}

/** Removes an invitation that was not accepted; an active or disabled account is a 409, an unknown id a 404. */
export async function removeInvitation(
  db: Db,
  session: AdminSession,
  id: string,
  ipAddress: string | null,
): Promise<{ message: string }> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
  if (row.status !== 'invited' || !(await deleteInvitedUser(db, id))) {
    throw new ConflictError(USER_MESSAGES.notInvitation);
  }
  await recordAudit(db, {
    action: AUDIT_ACTIONS.inviteRevoked,
    adminId: session.user.id,
    detail: { name: row.email },
    ipAddress,
  });
  return { message: USER_MESSAGES.removed };
}

/** An admin ends every session of another account (a lost laptop); the account itself stays usable. */
export async function endUserSessions(
  db: Db,
  session: AdminSession,
  id: string,
  ipAddress: string | null,
): Promise<{ message: string }> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
  const now = new Date();
  await revokeAllSessions(db, id, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.userSessionsEnded,
    adminId: session.user.id,
    detail: { name: row.email },
    ipAddress,
    at: now,
  });
  return { message: 'Sessions ended' };
}
