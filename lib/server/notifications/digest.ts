import 'server-only';
import { ARTICLE_CHANGED_NOTIFY_EVERY_MS } from '@/lib/constants/notifications';
import type { Db } from '@/lib/server/db/client';
import { teamDigestMessage } from '@/lib/server/mail/templates/team-notification';
import { kickMailQueue } from '@/lib/server/mail-queue';
import { deleteThrottleBefore, listDigestAccounts, takeDigestItems } from './repository';
import { sendTeamMail } from './send';

/**
 * The daily digest job: each account gets its waiting items (those before `now`) as one message, and
 * the items are deleted in the transaction that sends it. Throttle rows past their time go too.
 */
export async function sendNotificationDigests(
  db: Db,
  now: Date,
): Promise<{ accounts: number; items: number; throttleRows: number }> {
  let accounts = 0;
  let items = 0;
  for (const account of await listDigestAccounts(db, now)) {
    const taken = await db.transaction(async (tx) => {
      const rows = await takeDigestItems(tx, account.id, now);
      if (rows.length > 0) {
        await sendTeamMail(tx, teamDigestMessage({ to: account.email, name: account.name, items: rows }));
      }
      return rows.length;
    });
    if (taken > 0) accounts += 1;
    items += taken;
  }
  // Queued inside each account's transaction, so sent only now that they committed.
  if (accounts > 0) kickMailQueue();
  const throttleRows = await deleteThrottleBefore(
    db,
    new Date(now.getTime() - ARTICLE_CHANGED_NOTIFY_EVERY_MS),
  );
  return { accounts, items, throttleRows };
}
