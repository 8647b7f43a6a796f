import 'server-only';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { BRAND_NAME } from '@/lib/constants/site';
import { absoluteUrl } from '@/lib/site-url';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/** System Settings' "Send a test email to me": proof that outgoing mail reaches the admin. */
export function testEmailMessage(input: { to: string; name: string; at: Date }): MailMessage {
  const at = input.at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const lines = [
    `Hello ${input.name || 'there'},`,
    '',
    `This is the test email you asked for under System Settings at ${at}. Outgoing mail from ${BRAND_NAME} reaches you: invitations, password resets and sign-in links will too.`,
    '',
    `System Settings: ${absoluteUrl(ADMIN_ROUTES.settings)}`,
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
${lines
  .filter((l) => l !== '')
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
</body></html>`;
  return { to: input.to, subject: `${BRAND_NAME} test email`, text: lines.join('\n'), html };
}
