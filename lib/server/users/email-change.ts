import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { EMAIL_CHANGE_TTL_MS } from '@/lib/constants/users';
import type { AccountView } from '@/lib/admin/users';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/client';
import { conflictOnUniqueIndex } from '@/lib/server/db/unique-violation';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { deliverInBackground, sendMail, type MailMessage } from '@/lib/server/mail/mailer';
import {
  emailChangeConfirmMessage,
  emailChangeNoticeMessage,
} from '@/lib/server/mail/templates/email-change';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { checkCurrentPassword, deleteAllResetTokens, type AdminSession } from '@/lib/server/auth';
import type { AccountEmailBody } from '@/lib/validations/users';
import { INVALID_EMAIL_CHANGE } from '@/lib/validations/users';
import { getAccount } from './account';
import { applyPendingEmail, emailTakenByOther, findUserById, storePendingEmail } from './repository';
import { getLogger } from '@/lib/server/log';

const log = getLogger('mail');

const EMAIL_MESSAGES = {
  same: 'That is already your email address',
  taken: 'A user with this email already exists',
  sent: (to: string) => `We sent a link to ${to}. Your address changes when you open it.`,
  changed: (to: string) => `Your email address is now ${to}.`,
} as const;

// Its own prefix: an email-change token can never match an invitation's or a reset link's hash.
function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(`email-change:${token}`).digest('hex');
}

function mailLater(message: MailMessage, what: string): void {
  deliverInBackground(async () => {
    const delivery = await sendMail(message);
    if (delivery.via === 'outbox') {
      log.info(`[mail] no SMTP_URL: ${what} for ${message.to} written to ${delivery.file}`);
    }
  });
}

/**
 * Starts an address change (ADR 0072): checks the current password (401; 429 past its attempt limits), refuses an address another
 * account uses (409), stores the new address beside the old one with the hash of a single-use link valid
 * 24 hours, mails the link to the new address and a notice to the old one. The address itself does not
 * change here.
 */
export async function requestEmailChange(
  db: Db,
  session: AdminSession,
  input: AccountEmailBody,
  ipAddress: string | null,
): Promise<{ message: string; pending_email: string }> {
  await checkCurrentPassword(db, session, input.currentPassword, ipAddress);
  const row = await findUserById(db, session.user.id);
  if (!row) throw new NotFoundError('Account not found');
  if (row.email.toLowerCase() === input.newEmail) throw new InvalidError(EMAIL_MESSAGES.same);
  if (await emailTakenByOther(db, input.newEmail, row.id)) throw new ConflictError(EMAIL_MESSAGES.taken);
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  await storePendingEmail(db, row.id, {
    email: input.newEmail,
    tokenHash: hashEmailChangeToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
  });
  await recordAudit(db, {
    action: AUDIT_ACTIONS.emailChangeRequested,
    adminId: row.id,
    detail: { name: input.newEmail, from: row.email },
    ipAddress,
    at: now,
  });
  mailLater(
    emailChangeConfirmMessage({
      to: input.newEmail,
      name: row.name,
      link: absoluteUrl(`${ADMIN_ROUTES.confirmEmail}/${token}`),
      hours: Math.round(EMAIL_CHANGE_TTL_MS / 3_600_000),
    }),
    'email-change link',
  );
  mailLater(
    emailChangeNoticeMessage({ to: row.email, name: row.name, newEmail: input.newEmail, stage: 'requested' }),
    'email-change notice',
  );
  return { message: EMAIL_MESSAGES.sent(input.newEmail), pending_email: input.newEmail };
}

/**
 * Opens the link: only the account that asked, signed in, with a live link, changes its address, and the
 * link is spent in the same statement. An address another account took meanwhile is a 409. The reset and
 * sign-in links mailed to the old address stop working; the old address is told.
 */
export async function confirmEmailChange(
  db: Db,
  session: AdminSession,
  token: string,
  ipAddress: string | null,
): Promise<{ message: string; account: AccountView }> {
  const before = await findUserById(db, session.user.id);
  if (!before) throw new NotFoundError('Account not found');
  const now = new Date();
  const after = await applyPendingEmail(db, {
    id: before.id,
    tokenHash: hashEmailChangeToken(token),
    at: now,
  }).catch(conflictOnUniqueIndex('website_admins_email_lower_idx', EMAIL_MESSAGES.taken));
  if (!after) throw new InvalidError(INVALID_EMAIL_CHANGE);
  await deleteAllResetTokens(db, after.id);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.emailChanged,
    adminId: after.id,
    detail: { name: after.email, from: before.email },
    ipAddress,
    at: now,
  });
  mailLater(
    emailChangeNoticeMessage({ to: before.email, name: after.name, newEmail: after.email, stage: 'done' }),
    'email-change notice',
  );
  const { account } = await getAccount(db, session);
  return { message: EMAIL_MESSAGES.changed(after.email), account };
}
