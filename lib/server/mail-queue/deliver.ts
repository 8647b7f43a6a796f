import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MAIL_BACKOFF_BASE_MS, MAIL_BACKOFF_MAX_MS, MAIL_MAX_ATTEMPTS } from '@/lib/constants/notifications';
import { getConfig } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { mailQueue } from '@/lib/server/db/schema';
import { sendMail, type MailMessage } from '@/lib/server/mail/mailer';
import { getLogger } from '@/lib/server/log';
import type { MailQueueHooks, QueuedMail } from './types';

const log = getLogger('mail-queue');

/** Retry after 1, 2, 4 ... minutes (MAIL_BACKOFF_*), attempts counted from 1. */
function mailBackoffMs(attempts: number): number {
  return Math.min(MAIL_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_BACKOFF_MAX_MS);
}

/** The row's Message-ID: the same on every attempt, so a receiving system can tell a resend. */
export function queuedMessageId(id: number): string {
  const host = new URL(getConfig().siteUrl).hostname;
  const tag = createHash('sha256').update(`${host}:${id}`).digest('hex').slice(0, 12);
  return `<mail-queue.${id}.${tag}@${host}>`;
}

type Failure = { kind: 'permanent' | 'temporary'; message: string };

/**
 * A permanent failure is the receiving server's 5xx to this recipient or this message (RCPT TO, DATA:
 * nodemailer's EENVELOPE, EMESSAGE); a 5xx at connection or sign-in is our configuration's fault, not
 * the address's, and is retried like a 4xx or a network error.
 */
function classify(err: unknown): Failure {
  const e = err as { responseCode?: unknown; code?: unknown; command?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const aboutMessage =
    e?.code === 'EENVELOPE' ||
    e?.code === 'EMESSAGE' ||
    (typeof e?.command === 'string' && /^(RCPT|DATA)/i.test(e.command));
  return code !== undefined && code >= 500 && aboutMessage
    ? { kind: 'permanent', message }
    : { kind: 'temporary', message };
}

async function storedMessage(db: Db, id: number): Promise<MailMessage | null> {
  const [row] = await db
    .select({ message: mailQueue.message, recipient: mailQueue.recipient })
    .from(mailQueue)
    .where(eq(mailQueue.id, id));
  return row?.message ? { to: row.recipient, ...row.message } : null;
}

export type Outcome = 'sent' | 'retried' | 'failed' | 'bounced' | 'skipped' | 'lost';

/** One claimed row: build, mark its transmission started (under our lease), send, record the outcome. */
export async function deliver(
  db: Db,
  row: QueuedMail,
  lease: Date,
  clock: () => Date,
  hooks: MailQueueHooks,
): Promise<Outcome> {
  const ours = and(
    eq(mailQueue.id, row.id),
    eq(mailQueue.status, 'sending'),
    eq(mailQueue.leaseExpiresAt, lease),
  );
  let message: MailMessage | null;
  try {
    const compose = hooks.compose?.[row.kind];
    message = (await storedMessage(db, row.id)) ?? (compose ? await compose(db, row) : null);
  } catch (err) {
    // A message that cannot be built counts as an attempt, like a refused send: otherwise a build that
    // always throws (its data gone or broken) would be retried every minute for ever.
    const [counted] = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1` })
      .where(ours)
      .returning({ attempts: mailQueue.attempts });
    if (!counted) return 'lost';
    const error = String((err as Error)?.message ?? err);
    return settleTemporary(
      db,
      row,
      ours,
      clock(),
      error,
      counted.attempts >= MAIL_MAX_ATTEMPTS,
      counted.attempts,
    );
  }
  if (!message) {
    const done = await db
      .update(mailQueue)
      .set({ status: 'skipped', leaseExpiresAt: null, lastError: null })
      .where(ours)
      .returning({ id: mailQueue.id });
    return done.length ? 'skipped' : 'lost';
  }
  const started = await db
    .update(mailQueue)
    .set({ transmitStartedAt: clock(), attempts: sql`${mailQueue.attempts} + 1` })
    .where(and(ours, isNull(mailQueue.transmitStartedAt)))
    .returning({ attempts: mailQueue.attempts });
  // Our lease ran out and another worker holds the row now: it is theirs to send.
  if (started.length === 0) return 'lost';
  try {
    await sendMail({ ...message, messageId: queuedMessageId(row.id) });
  } catch (err) {
    const failure = classify(err);
    if (failure.kind === 'permanent') {
      await db
        .update(mailQueue)
        .set({ status: 'bounced', sentAt: clock(), leaseExpiresAt: null, lastError: failure.message })
        .where(eq(mailQueue.id, row.id));
      if (row.subscriberId) await hooks.onBounce?.(db, row);
      return 'bounced';
    }
    return settleTemporary(
      db,
      row,
      eq(mailQueue.id, row.id),
      clock(),
      failure.message,
      started[0]!.attempts >= MAIL_MAX_ATTEMPTS,
      started[0]!.attempts,
    );
  }
  await db
    .update(mailQueue)
    .set({ status: 'sent', sentAt: clock(), leaseExpiresAt: null, lastError: null })
    .where(eq(mailQueue.id, row.id));
  return 'sent';
}

async function settleTemporary(
  db: Db,
  row: QueuedMail,
  where: SQL | undefined,
  now: Date,
  error: string,
  exhausted: boolean,
  attempts = 1,
): Promise<Outcome> {
  log.warn({ id: row.id, kind: row.kind, error }, '[mail-queue] temporary failure');
  await db
    .update(mailQueue)
    .set(
      exhausted
        ? { status: 'failed', leaseExpiresAt: null, lastError: error }
        : {
            status: 'queued',
            leaseExpiresAt: null,
            lastError: error,
            nextAttemptAt: new Date(now.getTime() + mailBackoffMs(attempts)),
          },
    )
    .where(where);
  return exhausted ? 'failed' : 'retried';
}
