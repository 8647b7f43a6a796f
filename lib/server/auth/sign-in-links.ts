import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import {
  SIGN_IN_LINK_MAIL_LIMIT,
  SIGN_IN_LINK_MAIL_WINDOW_MS,
  SIGN_IN_LINK_TTL_MS,
} from '@/lib/constants/auth';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/client';
import { InvalidError } from '@/lib/server/errors';
import { deliverInBackground, sendMail } from '@/lib/server/mail/mailer';
import { signInLinkMessage } from '@/lib/server/mail/templates/sign-in-link';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { findAdminById, recordAdminLogin, type AdminRow } from './admins';
import { consumeResetToken, insertSignInLink } from './reset-tokens';
import { refuseWrongToken } from './password-reset';
import { INVALID_SIGN_IN_LINK } from '@/lib/validations/auth';
import { issueSession } from './issue-session';
import type { AdminUser } from './admin-session';
import { signChallenge } from './totp';
import { issueDeviceToken } from './sign-in-device';
import { getLogger } from '@/lib/server/log';

const log = getLogger('mail');

/*
 * One-time sign-in links (ADRs 0035, 0095): the way in for the real admin while a lock or the
 * per-address limit refuses the right password. They live in password_reset_tokens beside reset links,
 * told apart by their purpose and a domain-separated hash, so one kind can never be used as the other
 * and a new reset link does not replace them.
 */

function linkHash(token: string): string {
  return createHash('sha256').update(`sign-in-link:${token}`).digest('hex');
}

/** Per account, never per address: only the right password spends it, so no stranger can (ADR 0095). */
const LINK_MAIL_RULE = {
  bucket: 'sign-in-link-mail',
  limit: SIGN_IN_LINK_MAIL_LIMIT,
  windowMs: SIGN_IN_LINK_MAIL_WINDOW_MS,
};

/**
 * After the answer: a correct password arrived while a lock refused it. Mails the admin a one-time
 * link (and tells them their password was used). Runs in the background, so the refusal takes the same
 * time and says the same whether the password was right or not: the lock gives no password oracle.
 */
export function mailSignInLinkInBackground(
  db: Db,
  admin: AdminRow,
  meta: { ipAddress: string },
  now: Date,
): void {
  deliverInBackground(async () => {
    const quota = await consumeRateLimit(db, LINK_MAIL_RULE, admin.id, now);
    if (!quota.allowed) return;
    const token = randomBytes(32).toString('base64url');
    await insertSignInLink(db, {
      adminId: admin.id,
      tokenHash: linkHash(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
      now,
    });
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInLinkSent,
      adminId: admin.id,
      ipAddress: meta.ipAddress,
      at: now,
    });
    const link = absoluteUrl(`${ADMIN_ROUTES.signIn}?link=${token}`);
    const delivery = await sendMail(signInLinkMessage({ to: admin.email, name: admin.name, link }));
    if (delivery.via === 'outbox') {
      log.info(`[mail] no SMTP_URL: sign-in link for ${admin.email} written to ${delivery.file}`);
    }
  });
}

/**
 * Spends a live sign-in link once and opens a session, or a 400. The link stands for the password only:
 * an account with two-factor sign-in gets the code step's challenge instead of a session.
 */
export async function signInWithLink(
  db: Db,
  input: { token: string; ipAddress: string; userAgent?: string | null },
  now: Date = new Date(),
): Promise<{ token: string; user: AdminUser; deviceToken: string } | { challenge: string }> {
  // A live link is its own proof and is never refused; a wrong one counts against the address with
  // wrong reset tokens (ADR 0095).
  const adminId = await consumeResetToken(db, linkHash(input.token), 'sign-in', now);
  if (!adminId)
    return refuseWrongToken(db, { ipAddress: input.ipAddress, message: INVALID_SIGN_IN_LINK }, now);
  const admin = await findAdminById(db, adminId);
  if (!admin || admin.status !== 'active') throw new InvalidError(INVALID_SIGN_IN_LINK);
  if (admin.totpEnabledAt) return { challenge: await signChallenge(admin, now) };
  await recordAdminLogin(db, admin.id, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.signIn,
    adminId: admin.id,
    detail: { via: 'sign-in link' },
    ipAddress: input.ipAddress,
    at: now,
  });
  const token = await issueSession(
    db,
    admin,
    { ipAddress: input.ipAddress, userAgent: input.userAgent ?? null },
    now,
  );
  return {
    token,
    user: { id: admin.id, name: admin.name, email: admin.email },
    deviceToken: await issueDeviceToken(admin.email, now),
  };
}
