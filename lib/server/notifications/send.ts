import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { queueMail } from '@/lib/server/mail-queue';

/**
 * The one place team notifications leave (immediate ones and digests): the mail queue
 * (docs/adr/0111), so a notice survives a restart and a temporary SMTP failure. Given a transaction,
 * the message is queued only if the transaction commits (a digest deletes its items in the same one);
 * the caller then kicks the queue.
 */
export async function sendTeamMail(db: DbOrTx, message: MailMessage): Promise<void> {
  const { to, ...rest } = message;
  await queueMail(db, { kind: 'team', recipient: to, message: rest });
}
