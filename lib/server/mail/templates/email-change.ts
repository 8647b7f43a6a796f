import 'server-only';
import { BRAND_NAME } from '@/lib/constants/site';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;

/** To the new address: the single-use link that makes it the account's sign-in address. */
export function emailChangeConfirmMessage(input: {
  to: string;
  name: string;
  link: string;
  hours: number;
}): MailMessage {
  const name = input.name || 'there';
  const text = [
    `Hello ${name},`,
    '',
    `To make ${input.to} the sign-in address of your ${BRAND_NAME} admin account, open this link while signed in:`,
    '',
    input.link,
    '',
    `The link works once and expires in ${input.hours} hours. Until it is opened your address stays as it is. If you did not ask for this, ignore this email.`,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = page([
    `Hello ${escapeHtml(name)},`,
    `To make ${escapeHtml(input.to)} the sign-in address of your ${BRAND_NAME} admin account, use the button below while signed in.`,
    `<a href="${link}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Confirm the new address</a>`,
    `Or copy this link into your browser:<br><a href="${link}">${link}</a>`,
    `The link works once and expires in ${input.hours} hours. Until it is opened your address stays as it is. If you did not ask for this, ignore this email.`,
  ]);
  return { to: input.to, subject: `Confirm your new ${BRAND_NAME} sign-in address`, text, html };
}

/**
 * To the old address, when a change is asked for and when it is done: the owner of a stolen session hears
 * of it in the mailbox they still control.
 */
export function emailChangeNoticeMessage(input: {
  to: string;
  name: string;
  newEmail: string;
  stage: 'requested' | 'done';
}): MailMessage {
  const name = input.name || 'there';
  const what =
    input.stage === 'requested'
      ? `Someone signed in to your ${BRAND_NAME} admin account asked to change its sign-in address to ${input.newEmail}. It changes only when the link sent to that address is opened.`
      : `The sign-in address of your ${BRAND_NAME} admin account is now ${input.newEmail}. Mail about the account goes there from now on.`;
  const advice =
    'If this was not you, change your password and sign out everywhere else from the Account page, or ask an admin of your team to disable the account.';
  const text = [`Hello ${name},`, '', what, '', advice].join('\n');
  const html = page([`Hello ${escapeHtml(name)},`, escapeHtml(what), escapeHtml(advice)]);
  const subject =
    input.stage === 'requested'
      ? `A change of your ${BRAND_NAME} sign-in address was requested`
      : `Your ${BRAND_NAME} sign-in address was changed`;
  return { to: input.to, subject, text, html };
}
