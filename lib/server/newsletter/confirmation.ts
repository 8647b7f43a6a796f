import 'server-only';
import type { Language } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/client';
import { queueMail } from '@/lib/server/mail-queue';
import { getLogger } from '@/lib/server/log';
import { runAfterResponse } from '@/lib/server/tasks/after-response';
import { newsletterConfirmationMessage } from '@/lib/server/mail/templates/newsletter-confirmation';

/** The confirmation page a link opens. */
const confirmPath = (token: string) => `/newsletter/confirm/${token}`;

const log = getLogger('newsletter');

/**
 * Queues the double opt-in link after the response, so the answer's time tells nothing of the
 * address (a confirmed one gets no mail). Through the mail queue (docs/adr/0111): throttled with
 * the rest, retried on a temporary SMTP failure, and tied to its subscriber, so an unsubscribe or
 * an erase reaches it too.
 */
export function sendConfirmation(
  db: Db,
  input: { to: string; language: Language; token: string; subscriberId: string },
): void {
  const message = newsletterConfirmationMessage({
    to: input.to,
    language: input.language,
    link: absoluteUrl(confirmPath(input.token)),
  });
  runAfterResponse('newsletter confirmation', () =>
    queueMail(db, {
      kind: 'confirmation',
      recipient: input.to,
      subscriberId: input.subscriberId,
      message,
    }).catch((err: unknown) => log.error({ err }, '[newsletter] could not queue a confirmation')),
  );
}
