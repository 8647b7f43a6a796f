import 'server-only';
import { BRAND_NAME } from '@/lib/constants/site';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/** The invitation: who invited, the role, and the single-use link to choose a password (valid 7 days). */
export function invitationMessage(input: {
  to: string;
  name: string;
  invitedBy: string;
  role: string;
  link: string;
  days: number;
}): MailMessage {
  const name = input.name || 'there';
  const text = [
    `Hello ${name},`,
    '',
    `${input.invitedBy} invited you to the ${BRAND_NAME} admin portal as ${input.role}. To choose your password and sign in, open this link:`,
    '',
    input.link,
    '',
    `The link works once and expires in ${input.days} days. If you were not expecting it, ignore this email.`,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(input.invitedBy)} invited you to the ${BRAND_NAME} admin portal as ${escapeHtml(input.role)}. To choose your password and sign in, use the button below.</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p>Or copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p>The link works once and expires in ${input.days} days. If you were not expecting it, ignore this email.</p>
</body></html>`;
  return { to: input.to, subject: `You are invited to the ${BRAND_NAME} admin portal`, text, html };
}
