import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { MailKind, MailStatus } from '@/lib/constants/notifications';
import { getDb, type Db, type DbOrTx } from '@/lib/server/db/client';
import { mailQueue } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { runAfterResponse } from '@/lib/server/tasks/after-response';
import type { DrainOptions } from './types';
import { drainMailQueue } from './worker';

export interface QueueMailInput {
  kind: MailKind;
  recipient: string;
  /** The message as it will be sent (its `to` is the recipient). */
  message: Omit<MailMessage, 'to' | 'messageId'>;
  /** The subscriber it is for, if any: a permanent failure then marks the subscriber bounced. */
  subscriberId?: string | null;
}

/**
 * Queues one message and kicks a drain after the response, so it leaves at once rather than at the
 * next tick of the mail-queue job. Given a transaction (so the message is queued only if what makes it
 * true commits), it does not kick: outside a request (tests, scripts) the kick would run at once and
 * could look before the commit; call kickMailQueue() after the transaction instead.
 */
export async function queueMail(db: DbOrTx, input: QueueMailInput): Promise<{ id: number }> {
  const { subject, text, html, headers } = input.message;
  const [row] = await db
    .insert(mailQueue)
    .values({
      kind: input.kind,
      recipient: input.recipient,
      subscriberId: input.subscriberId ?? null,
      message: { subject, text, html, ...(headers ? { headers } : {}) },
      // From this process's clock, which the claim compares with: the column's default (the database's
      // now(), in microseconds) could fall after a claim started in the same millisecond, and the row
      // would wait for the next tick.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('mail_queue insert returned no row');
  if (!isTransaction(db)) kickMailQueue();
  return row;
}

const options0: DrainOptions = {};
// drizzle's transactions have rollback(); the database object has not.
const isTransaction = (db: DbOrTx): boolean => 'rollback' in db;

let running: Promise<unknown> | undefined;
let again = false;

/**
 * Drains this instance's share of the queue after the response. One drain per process at a time; a
 * kick during a drain makes it run once more when done (a row queued meanwhile may have been missed).
 * `drain` replaces the plain drain (the newsletter's also queues due campaigns and finishes sent ones).
 */
export function kickMailQueue(
  drain: (db: Db) => Promise<unknown> = (db) => drainMailQueue(db, options0),
): void {
  if (running) {
    again = true;
    return;
  }
  runAfterResponse('mail queue', async () => {
    const db: Db = await getDb();
    do {
      again = false;
      running = drain(db);
      try {
        await running;
      } finally {
        running = undefined;
      }
    } while (again);
  });
}

/** Rows per status for the given campaigns (a campaign's per-recipient counts). */
export async function countCampaignMail(
  db: DbOrTx,
  campaignIds: string[],
): Promise<Map<string, Partial<Record<MailStatus, number>>>> {
  const counts = new Map<string, Partial<Record<MailStatus, number>>>();
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({ campaignId: mailQueue.campaignId, status: mailQueue.status, n: count() })
    .from(mailQueue)
    .where(and(inArray(mailQueue.campaignId, campaignIds), eq(mailQueue.kind, 'campaign')))
    .groupBy(mailQueue.campaignId, mailQueue.status);
  for (const r of rows) {
    if (!r.campaignId) continue;
    const entry = counts.get(r.campaignId) ?? {};
    entry[r.status] = r.n;
    counts.set(r.campaignId, entry);
  }
  return counts;
}
