import 'server-only';
import {
  ACCOUNT_LOCKOUT_FAILURES,
  ACCOUNT_LOCK_MEMORY_MS,
  LOCKOUT_WINDOW_MS,
  TRUSTED_ADDRESS_MS,
} from '@/lib/constants/auth';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { BRAND_NAME } from '@/lib/constants/site';
import { absoluteUrl } from '@/lib/site-url';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { escapeHtml } from './password-reset';

/** Tells the admin that failed sign-ins from many addresses locked the account (once per trip). */
export function accountLockedMessage(input: {
  to: string;
  name: string;
  until: Date;
  trip: number;
}): MailMessage {
  const name = input.name || 'there';
  const until = input.until.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const forgot = absoluteUrl(ADMIN_ROUTES.forgotPassword);
  const lines = [
    `Hello ${name},`,
    '',
    `Your ${BRAND_NAME} admin account had ${ACCOUNT_LOCKOUT_FAILURES} failed sign-ins within ${LOCKOUT_WINDOW_MS / 60_000} minutes, from addresses you have not signed in from before. Sign-ins from those addresses are refused until ${until} (lock number ${input.trip} in ${ACCOUNT_LOCK_MEMORY_MS / 3_600_000} hours; each lasts twice as long as the one before).`,
    '',
    `Addresses you signed in from in the last ${TRUSTED_ADDRESS_MS / 86_400_000} days are not affected. If this was not you, someone is guessing your password: choose a long, unique one.`,
    '',
    `To reset your password, which also lifts the lock: ${forgot}`,
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
${lines
  .filter((l) => l !== '')
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
</body></html>`;
  return {
    to: input.to,
    subject: `${BRAND_NAME} admin account locked after failed sign-ins`,
    text: lines.join('\n'),
    html,
  };
}
