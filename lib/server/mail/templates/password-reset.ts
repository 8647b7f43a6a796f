import 'server-only';
import { BRAND_NAME } from '@/lib/constants/site';
import { RESET_TOKEN_TTL_MS } from '@/lib/constants/auth';
import type { MailMessage } from '@/lib/server/mail/mailer';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The reset email: a plain-text and an HTML part carrying the same absolute link. */
export function passwordResetMessage(input: { to: string; name: string; link: string }): MailMessage {
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  const name = input.name || 'there';
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${BRAND_NAME} admin account. To choose a new password, open this link:`,
    '',
    input.link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${BRAND_NAME} admin account. To choose a new password, use the button below.</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Reset password</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>
</body></html>`;
  return { to: input.to, subject: `Reset your ${BRAND_NAME} admin password`, text, html };
}
