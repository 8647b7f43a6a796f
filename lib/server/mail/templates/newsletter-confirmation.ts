import 'server-only';
import { NEWSLETTER_CONFIRM_TTL_MS } from '@/lib/constants/notifications';
import { NEWSLETTER_COPY } from '@/lib/content/newsletter-copy';
import type { Language } from '@/lib/markets';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/**
 * The double opt-in link (docs/adr/0110), in the market's language. It names no address but the
 * one it is sent to, so the message can wait in the mail queue without holding more than that.
 */
export function newsletterConfirmationMessage(input: {
  to: string;
  language: Language;
  link: string;
}): MailMessage {
  const copy = NEWSLETTER_COPY[input.language].mail;
  const days = Math.round(NEWSLETTER_CONFIRM_TTL_MS / 86_400_000);
  const lines = [copy.intro, '', input.link, '', copy.expires(days), '', copy.ignore];
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p>${escapeHtml(copy.copyLink)}<br><a href="${link}">${link}</a></p>
<p>${escapeHtml(copy.expires(days))}</p>
<p>${escapeHtml(copy.ignore)}</p>
</body></html>`;
  return { to: input.to, subject: copy.subject, text: lines.join('\n'), html };
}
