/**
 * Team notifications, newsletters and the mail queue (issue 39, docs/adr/0110). One source for the
 * names the API, the screens, the queue and the tests share.
 */

/** A newsletter subscriber's state; only 'confirmed' ever receives a newsletter. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * A sign-up whose link expired this long ago is deleted by the `newsletter-unconfirmed` job: an address
 * nobody confirmed is not kept for good (docs/adr/0110).
 */
export const NEWSLETTER_UNCONFIRMED_KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * The consent a subscriber agrees to, per language, with its version: a subscription records the
 * version and the very text it was given (GDPR art. 7(1): the controller must be able to show it).
 * Change a text: bump its version.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-28',
  text: {
    en: 'I agree to receive the AiLex newsletter for this market by email. I can unsubscribe at any time with the link in every newsletter.',
    fr: "J'accepte de recevoir par e-mail la newsletter AiLex de ce marché. Je peux me désabonner à tout moment grâce au lien présent dans chaque newsletter.",
    nl: 'Ik ga ermee akkoord de AiLex-nieuwsbrief voor deze markt per e-mail te ontvangen. Ik kan me altijd afmelden via de link in elke nieuwsbrief.',
  },
} as const;

/** A campaign's life: a draft until sent or scheduled; 'sending' while its queue has rows left. */
export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

/** Limits of a campaign's fields. */
export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_INTRO_MAX = 5_000;
export const CAMPAIGN_ARTICLES_MAX = 20;

/** One outgoing message's state in the mail queue. */
/* 'skipped': not sent because its recipient no longer wanted it when its turn came (unsubscribed). */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'skipped';

/** What a queued message is: it decides how the worker builds it and which limits apply. */
export type MailKind = 'campaign' | 'confirmation' | 'team';

/** Messages per minute when MAIL_RATE_PER_MINUTE is not set. */
export const MAIL_RATE_PER_MINUTE_DEFAULT = 120;

/** Attempts on temporary SMTP errors (4xx, connection) before a message is marked failed. */
export const MAIL_MAX_ATTEMPTS = 6;
/** Retry after 1, 2, 4 ... minutes, never more than an hour. */
export const MAIL_BACKOFF_BASE_MS = 60_000;
export const MAIL_BACKOFF_MAX_MS = 60 * 60_000;
/** A claimed message not finished within this long is claimed again (its worker died). */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Messages a worker claims at once (docs/adr/0111): short batches keep a dead worker's unsent claims few. */
export const MAIL_BATCH_SIZE = 20;
/** How often the mail-queue job runs; a queued mail also kicks a drain at once. */
export const MAIL_QUEUE_INTERVAL_MS = 60_000;

/** Events an account can be emailed about (issue 39 point 1). */
export const NOTIFICATION_EVENTS = [
  'lead-early-access',
  'lead-contact',
  'lead-newsletter',
  'translation-waiting',
  'scheduled-live',
  'article-changed',
  'job-failed',
  'new-device',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Only admins may choose these (and only admins receive them). */
export const ADMIN_ONLY_NOTIFICATION_EVENTS: readonly NotificationEvent[] = [
  'lead-early-access',
  'lead-contact',
  'lead-newsletter',
  'job-failed',
];

/** Always on, sent at once: a sign-in from a new device concerns the account's own safety. */
export const ALWAYS_ON_NOTIFICATION_EVENTS: readonly NotificationEvent[] = ['new-device'];

export const NOTIFICATION_DELIVERIES = ['off', 'immediate', 'digest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** The daily digest goes out at this UTC time. */
export const NOTIFICATION_DIGEST_AT_UTC = '07:00';

/** How each event reads on the Account screen (and heads its mail). */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  'lead-early-access': 'New early-access request',
  'lead-contact': 'New contact message',
  'lead-newsletter': 'New newsletter sign-up',
  'translation-waiting': 'Translation waiting for approval',
  'scheduled-live': 'My scheduled article went live',
  'article-changed': 'Someone else changed my article',
  'job-failed': 'A scheduled job failed',
  'new-device': 'Sign-in from a new device',
};

/** How each delivery reads on the Account screen. */
export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  off: 'Off',
  immediate: 'Immediately',
  digest: 'Daily digest',
};

/**
 * What an account gets for an event it never chose (docs/adr/0112): what needs a person soon (a lead
 * that waits for an answer, a failed job) comes at once; the rest in the daily digest.
 */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationEvent, NotificationDelivery> = {
  'lead-early-access': 'immediate',
  'lead-contact': 'immediate',
  'lead-newsletter': 'digest',
  'translation-waiting': 'digest',
  'scheduled-live': 'digest',
  'article-changed': 'digest',
  'job-failed': 'immediate',
  'new-device': 'immediate',
};

/** "Someone else changed my article" is sent at most once per article and editor within this time. */
export const ARTICLE_CHANGED_NOTIFY_EVERY_MS = 60 * 60_000;

/** The market of the marketing site's footer box: the site is for US lawyers (docs/adr/0110). */
export const NEWSLETTER_SITE_MARKET = 'usa' as const;

/** GET /api/admin/subscribers answers at most this many subscribers (newest first); the counts are whole. */
export const SUBSCRIBERS_LIST_MAX = 500;
/** The CSV export's ceiling. */
export const SUBSCRIBERS_EXPORT_MAX_ROWS = 50_000;
