import 'server-only';
import type { MailKind } from '@/lib/constants/notifications';
import type { Db } from '@/lib/server/db/client';
import type { MailMessage } from '@/lib/server/mail/mailer';

/** One claimed row, as the hooks see it. */
export interface QueuedMail {
  id: number;
  kind: MailKind;
  campaignId: string | null;
  subscriberId: string | null;
  recipient: string;
}

/**
 * What the queue needs from the domains that queue mail (docs/adr/0111); the queue itself knows none.
 * `compose` builds the rows queued without a message (a campaign's, built when sent): null means the
 * recipient no longer wants it (the row is 'skipped'). `onBounce` learns of a permanent failure of a
 * row that names a subscriber. A drain claims only rows it can finish: a row without a message only
 * with its kind's compose, a row naming a subscriber only with onBounce.
 */
export interface MailQueueHooks {
  compose?: Partial<Record<MailKind, (db: Db, row: QueuedMail) => Promise<MailMessage | null>>>;
  onBounce?: (db: Db, row: QueuedMail) => Promise<void>;
}

export interface DrainOptions {
  /** The clock (tests move it); every time the queue stores or compares comes from it. */
  now?: () => Date;
  ratePerMinute?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Stop after this many claimed messages (a job tick's bound). */
  maxMessages?: number;
  hooks?: MailQueueHooks;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Rows left 'sending' by a dead worker after their transmission began: marked failed, never resent. */
  abandoned: number;
  /** The rate limit stopped this drain while rows were due. */
  throttled: boolean;
}
