import 'server-only';
import { revokeAllSessions } from './admin-sessions-repository';
import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import {
  FORGOT_PASSWORD_EMAIL_LIMIT,
  FORGOT_PASSWORD_EMAIL_WINDOW_MS,
  FORGOT_PASSWORD_IP_LIMIT,
  FORGOT_PASSWORD_IP_WINDOW_MS,
  RESET_TOKEN_CHECKS_PER_ADDRESS,
  RESET_TOKEN_CHECKS_WINDOW_MS,
  RESET_TOKEN_TTL_MS,
} from '@/lib/constants/auth';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/client';
import { InvalidError, RateLimitedError } from '@/lib/server/errors';
import { findAdminByEmail, findAdminById, replaceAdminPassword } from './admins';
import { clearFailures } from './login-attempts';
import {
  consumeResetToken,
  deleteOtherResetTokens,
  findLiveResetToken,
  replaceResetToken,
} from './reset-tokens';
import { hashPassword } from '@/lib/server/auth/password';
import { deliverInBackground, sendMail } from '@/lib/server/mail/mailer';
import { passwordResetMessage } from '@/lib/server/mail/templates/password-reset';
import { INVALID_RESET_TOKEN } from '@/lib/validations/auth';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { getLogger } from '@/lib/server/log';

const log = getLogger('auth');

const RESET_EMAIL_SENT = 'If an admin account exists for that email, a password reset link has been sent.';
const RESET_DONE = 'Password reset successfully';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetLink(token: string): string {
  return absoluteUrl(`${ADMIN_ROUTES.resetPassword}/${token}`);
}

/**
 * Starts a recovery: for a real admin, a new single-use link replaces any older one and is mailed in
 * the background. The answer is the same whether or not the email belongs to an admin.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ipAddress: string },
  now: Date = new Date(),
): Promise<{ message: string }> {
  const byIp = await consumeRateLimit(
    db,
    { bucket: 'forgot-password-ip', limit: FORGOT_PASSWORD_IP_LIMIT, windowMs: FORGOT_PASSWORD_IP_WINDOW_MS },
    input.ipAddress,
    now,
  );
  if (!byIp.allowed) {
    throw new RateLimitedError(
      'Too many password reset requests. Please try again later.',
      byIp.retryAfterSeconds,
    );
  }
  // Per email, extra requests are dropped silently: refusing them out loud would stop nobody and
  // would flood no one, but answering differently would say which emails are admins.
  const byEmail = await consumeRateLimit(
    db,
    {
      bucket: 'forgot-password-email',
      limit: FORGOT_PASSWORD_EMAIL_LIMIT,
      windowMs: FORGOT_PASSWORD_EMAIL_WINDOW_MS,
    },
    input.email,
    now,
  );
  if (!byEmail.allowed) {
    log.warn(`[auth] reset emails to ${input.email} are rate-limited; request ignored`);
    return { message: RESET_EMAIL_SENT };
  }
  // Everything that happens only for a real admin (lookup, new token, audit, mail) runs after the
  // answer, so the answer takes the same time whether or not the email belongs to an admin.
  deliverInBackground(async () => {
    const admin = await findAdminByEmail(db, input.email);
    // A disabled account cannot come back through a reset, nor an invitation skip its link.
    if (!admin || admin.status !== 'active') return;
    const token = randomBytes(32).toString('base64url');
    await replaceResetToken(db, {
      adminId: admin.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      now,
    });
    await recordAudit(db, {
      action: AUDIT_ACTIONS.resetRequested,
      adminId: admin.id,
      ipAddress: input.ipAddress,
      at: now,
    });
    const link = resetLink(token);
    const delivery = await sendMail(passwordResetMessage({ to: admin.email, name: admin.name, link }));
    if (delivery.via === 'outbox') {
      log.info(
        `[mail] no SMTP_URL: reset email for ${admin.email} written to ${delivery.file}\n[mail] reset link: ${link}`,
      );
    }
  });
  return { message: RESET_EMAIL_SENT };
}

const WRONG_TOKEN_RULE = {
  bucket: 'reset-token-ip',
  limit: RESET_TOKEN_CHECKS_PER_ADDRESS,
  windowMs: RESET_TOKEN_CHECKS_WINDOW_MS,
};

/**
 * The answer to a token that matches no live link: a 400 with `message`, counted against the address,
 * and a 429 once the address has sent too many. Only wrong tokens are counted, after the lookup: a live
 * token is its own proof and is never refused, so a stranger's made-up tokens (with TRUSTED_PROXY_HOPS=0
 * every client shares one address) cannot keep the owner's link from working (ADR 0095).
 */
export async function refuseWrongToken(
  db: Db,
  input: { ipAddress: string; message: string },
  now: Date,
): Promise<never> {
  const limit = await consumeRateLimit(db, WRONG_TOKEN_RULE, input.ipAddress, now);
  if (!limit.allowed) {
    throw new RateLimitedError(
      'Too many reset link attempts. Please try again later.',
      limit.retryAfterSeconds,
    );
  }
  throw new InvalidError(input.message);
}

/** The email of the account a live reset token belongs to, or a 400 (a 429 past the wrong-token limit). */
export async function validateResetToken(
  db: Db,
  input: { token: string; ipAddress: string },
  now: Date = new Date(),
): Promise<{ email: string }> {
  const found = await findLiveResetToken(db, hashToken(input.token), now);
  if (!found) return refuseWrongToken(db, { ipAddress: input.ipAddress, message: INVALID_RESET_TOKEN }, now);
  return { email: found.email };
}

/**
 * Sets the new password with a live token, once: the token is spent, the admin's other links are
 * dropped, every session is revoked and the session version bumped (every older token stops working) and the lock is lifted.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string; ipAddress: string },
  now: Date = new Date(),
): Promise<{ message: string }> {
  const tokenHash = hashToken(input.token);
  // Refuse a dead token before paying for a bcrypt hash.
  if (!(await findLiveResetToken(db, tokenHash, now)))
    return refuseWrongToken(db, { ipAddress: input.ipAddress, message: INVALID_RESET_TOKEN }, now);
  const passwordHash = await hashPassword(input.newPassword);
  const adminId = await db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, tokenHash, 'reset', now);
    if (!id) return undefined;
    await replaceAdminPassword(tx, id, passwordHash, now);
    await revokeAllSessions(tx, id, now);
    await deleteOtherResetTokens(tx, id, tokenHash);
    return id;
  });
  if (!adminId) throw new InvalidError(INVALID_RESET_TOKEN);
  const admin = await findAdminById(db, adminId);
  if (admin) await clearFailures(db, admin.email);
  await recordAudit(db, { action: AUDIT_ACTIONS.resetDone, adminId, ipAddress: input.ipAddress, at: now });
  return { message: RESET_DONE };
}
