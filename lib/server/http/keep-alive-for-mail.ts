import { after } from 'next/server';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';

/**
 * For a handler that may have queued mail in the background (reset link, account-locked notice): on
 * serverless hosts keeps the function alive until it is out. Outside a Next request (tests) a no-op.
 */
export function keepAliveForMail(): void {
  try {
    after(settleBackgroundMail);
  } catch {
    // Not inside a Next request scope: the background delivery simply runs on.
  }
}
