import 'server-only';
import { deleteExpiredAuthRows } from '@/lib/server/auth';
import { pruneRevisionsBeyondCap } from '@/lib/server/articles';
import { deleteExpiredPreviewLinks } from '@/lib/server/previews';
import { purgeExpiredTrash, revalidateDueArticles } from '@/lib/server/publishing';
import { deleteExpiredRateLimitEvents } from '@/lib/server/rate-limit';
import type { JobDefinition } from './runner';
import { createScheduledBackup } from '@/lib/server/backup';
import { sendNotificationDigests } from '@/lib/server/notifications';
import { MAIL_QUEUE_INTERVAL_MS, NOTIFICATION_DIGEST_AT_UTC } from '@/lib/constants/notifications';
import { purgeUnconfirmed, runMailQueue } from '@/lib/server/newsletter';
import { flushAnalyticsEvents, rollupAnalytics } from '@/lib/server/analytics';
import { ANALYTICS_ROLLUP_INTERVAL_MS } from '@/lib/constants/analytics';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every job of the app (docs/adr/0107). To add one (the mail queues of the notifications issue): a
 * name (kebab-case: it is the path of POST /api/cron/{name}), a schedule, and a function of the
 * database that throws on failure and may return what it did. Nothing else registers it.
 */
export const JOBS: readonly JobDefinition[] = [
  {
    // Due scheduled articles show without waiting for a visitor to trigger the regeneration (ADR 0082).
    name: 'scheduled-publishing',
    schedule: { everyMs: MINUTE_MS },
    run: (db, { now, lastSuccessAt }) => revalidateDueArticles(db, lastSuccessAt, now),
  },
  {
    // Articles trashed over 30 days ago go for good (ADR 0084); was a side effect of admin reads.
    name: 'trash-purge',
    schedule: { everyMs: HOUR_MS },
    run: async (db, { now }) => ({ purged: await purgeExpiredTrash(db, now) }),
  },
  {
    // Sessions, links, challenges, sign-in attempts and rate-limit events nothing reads any more.
    name: 'expired-rows',
    schedule: { everyMs: HOUR_MS },
    run: async (db, { now }) => ({
      ...(await deleteExpiredAuthRows(db, now)),
      rateLimitEvents: await deleteExpiredRateLimitEvents(db, now),
    }),
  },
  {
    name: 'expired-preview-links',
    schedule: { everyMs: HOUR_MS },
    run: async (db, { now }) => ({ deleted: await deleteExpiredPreviewLinks(db, now) }),
  },
  {
    // Each save keeps its article's last 50 (ADR 0083); this catches articles no save touches again.
    name: 'revision-pruning',
    schedule: { dailyAtUtc: '02:30' },
    run: async (db) => ({ deleted: await pruneRevisionsBeyondCap(db) }),
  },
  {
    // Newsletter sign-ups nobody confirmed, a month after their link expired (ADR 0110).
    name: 'newsletter-unconfirmed',
    schedule: { dailyAtUtc: '04:00' },
    run: (db, { now }) => purgeUnconfirmed(db, now),
  },
  {
    name: 'backup',
    schedule: { dailyAtUtc: '03:00' },
    // Keeps the newest BACKUP_KEEP in DATA_DIR/backups or the private bucket (ADR 0108).
    run: async (db) => {
      const { backup, pruned } = await createScheduledBackup(db);
      return { id: backup.id, sizeBytes: backup.sizeBytes, pruned: pruned.length };
    },
  },
  {
    // Each account's team notifications it chose to get daily, as one mail (issue 39, ADR 0112).
    name: 'notification-digest',
    schedule: { dailyAtUtc: NOTIFICATION_DIGEST_AT_UTC },
    run: (db, { now }) => sendNotificationDigests(db, now),
  },
  {
    // Queues due scheduled campaigns, sends what is due (throttled across instances), finishes sent
    // campaigns (docs/adr/0111). A queued mail also kicks a drain at once; this catches retries.
    name: 'mail-queue',
    schedule: { everyMs: MAIL_QUEUE_INTERVAL_MS },
    run: async (db) => {
      const { throttled, ...counts } = await runMailQueue(db);
      return { ...counts, throttled };
    },
  },
  {
    // Readership day tables recomputed from the raw rows for today and yesterday; raw rows past 30
    // days and past days' salts deleted (issue 38, docs/adr/0113). This instance's buffer is written
    // first, so the figures include what it has taken in up to now.
    name: 'analytics-rollup',
    schedule: { everyMs: ANALYTICS_ROLLUP_INTERVAL_MS },
    run: async (db, { now, lastSuccessAt }) => {
      const { flushed } = await flushAnalyticsEvents();
      const { days, ...written } = await rollupAnalytics(db, { now, since: lastSuccessAt });
      return { flushed, from: days[0], to: days.at(-1), ...written };
    },
  },
];
