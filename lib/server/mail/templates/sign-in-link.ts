import 'server-only';
import { BRAND_NAME } from '@/lib/constants/site';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { SIGN_IN_LINK_TTL_MS } from '@/lib/constants/auth';
import { absoluteUrl } from '@/lib/site-url';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/** The one-time sign-in link, sent when the right password was refused by a lock. */
export function signInLinkMessage(input: { to: string; name: string; link: string }): MailMessage {
  const minutes = Math.round(SIGN_IN_LINK_TTL_MS / 60_000);
  const name = input.name || 'there';
  const forgot = absoluteUrl(ADMIN_ROUTES.forgotPassword);
  const lines = [
    `Hello ${name},`,
    '',
    `Your ${BRAND_NAME} admin account is locked after failed sign-ins, and someone just signed in to it with the right password. If that was you, open this link to sign in:`,
    '',
    input.link,
    '',
    `The link works once, in the next ${minutes} minutes.`,
    '',
    `If it was not you, your password is known to someone else: reset it now at ${forgot}`,
  ];
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[2]!)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Sign in</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>${escapeHtml(lines[6]!)}</p>
<p>${escapeHtml(lines[8]!)}</p>
</body></html>`;
  return { to: input.to, subject: `Your ${BRAND_NAME} admin sign-in link`, text: lines.join('\n'), html };
}
