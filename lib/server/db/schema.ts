import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// No `import 'server-only'` here: drizzle-kit reads this file outside Next to generate migrations
// (and resolves no path aliases, hence the relative imports).
import { DEFAULT_CATEGORY_COLOR, type ArticleStatus } from '@/lib/constants/articles';
import type { Language, MarketCode } from '../../markets';
import type { UserRole, UserStatus } from '../../constants/users';
import type { JobOutcome, JobTrigger } from '../../constants/jobs';
import type {
  CampaignStatus,
  MailKind,
  MailStatus,
  NotificationDelivery,
  NotificationEvent,
  SubscriberStatus,
} from '../../constants/notifications';
import type { AnalyticsEventName, DeviceClass, RouteType, VitalMetric } from '../../constants/analytics';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where a lead came from (issue 38 point 2, docs/adr/0113), on each of the three lead tables: the page
 * the form was sent from, the visit's landing page and referring host, its UTM parameters, the article
 * whose call to action it followed, the market that makes it belong to ('site' for the marketing
 * pages), and `source`, the label the inbox shows and filters by (UTM source, else referring host,
 * else 'Direct'). Null on leads older than the columns.
 */
const leadAttribution = () => ({
  sourcePage: text('source_page'),
  landingPage: text('landing_page'),
  referrerHost: text('referrer_host'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  articlePath: text('article_path'),
  sourceMarket: text('source_market'),
  source: text('source'),
});

export const websiteAdmins = pgTable(
  'website_admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null while an invitation is open: the invited person chooses it. */
    passwordHash: text('password_hash'),
    /** Bumped by a password reset: every token carrying an older version stops working. */
    sessionVersion: integer('session_version').notNull().default(1),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    role: text('role').$type<UserRole>().notNull().default('admin'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** SHA-256 of the open invitation's token (hex); cleared when it is accepted. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => websiteAdmins.id, { onDelete: 'set null' }),
    /**
     * The authenticator secret, sealed with AES-256-GCM (`v1.` prefix, ADR 0070); a plain base32 value from
     * before that still works and is sealed when next used. In force only once totpEnabledAt is set.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** An address change waiting for its link (mailed to this address) to be opened. */
    pendingEmail: text('pending_email'),
    /** SHA-256 of the email-change link's token (hex); cleared when it is used or replaced. */
    emailChangeTokenHash: text('email_change_token_hash'),
    emailChangeExpiresAt: timestamp('email_change_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('website_admins_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('website_admins_invite_token_idx').on(t.inviteTokenHash),
    uniqueIndex('website_admins_email_change_token_idx').on(t.emailChangeTokenHash),
    check('website_admins_role_check', sql`${t.role} in ('admin', 'editor')`),
    check('website_admins_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
    check('website_admins_password_check', sql`${t.status} = 'invited' or ${t.passwordHash} is not null`),
  ],
);

/** Single-use codes that stand in for the authenticator; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_admin_hash_idx').on(t.adminId, t.codeHash)],
).enableRLS();

/**
 * One row per sign-in. The session token carries the row's id (`sid`); every request checks that the
 * row is neither revoked nor expired, so logout ends that session at once and a reset ends them all.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId, t.expiresAt)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name on French and Dutch pages, feeds and JSON-LD; null shows `name` there. */
    nameFr: text('name_fr'),
    nameNl: text('name_nl'),
    slug: text('slug').notNull(),
    description: text('description'),
    color: text('color').notNull().default(DEFAULT_CATEGORY_COLOR),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_idx').on(t.slug)],
);

/** A key names one translatable thing: an article group, or one field of an article. */
export const translationKeys = pgTable(
  'translation_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('translation_keys_key_idx').on(t.key)],
);

export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    translationKeyId: uuid('translation_key_id')
      .notNull()
      .references(() => translationKeys.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    content: text('content').notNull().default(''),
    isApproved: boolean('is_approved').notNull().default(false),
    isAutoTranslated: boolean('is_auto_translated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('translations_key_language_idx').on(t.translationKeyId, t.language),
    check('translations_language_check', sql`${t.language} in ('en', 'fr', 'nl')`),
  ],
);

/**
 * What the admin list's search matches: title, summary and slug in one text, indexed by trigrams
 * (blog_articles_admin_search_idx) and queried with this very expression so the planner can use the
 * index. The unit separator between the fields keeps a search from matching across two of them
 * (searches may not contain control characters).
 */
export function articleSearchText(t: { title: AnyPgColumn; summary: AnyPgColumn; slug: AnyPgColumn }): SQL {
  return sql`(${t.title} || E'\\x1F' || coalesce(${t.summary}, '') || E'\\x1F' || ${t.slug})`;
}

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    /**
     * The sanitizer version (SANITIZER_VERSION, lib/sanitize-html-core.mjs) that cleaned `content`; 0 when
     * nothing says it was cleaned (rows from before migration 0020, inserts around the savers). A read
     * cleans a body again only when this is older than the running sanitizer (docs/adr/0096).
     */
    contentSanitizerVersion: integer('content_sanitizer_version').notNull().default(0),
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    featuredImageUrl: text('featured_image_url'),
    featuredImageAlt: text('featured_image_alt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Set when the article's canonical copy lives elsewhere (a syndicated piece): the page's canonical link. */
    canonicalUrl: text('canonical_url'),
    /** "Legally reviewed" (issue 35 point 3): who checked the article, and on which day; both or neither. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: date('reviewed_at', { mode: 'string' }),
    readTimeMinutes: integer('read_time_minutes'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    market: text('market').$type<MarketCode>().notNull().default('global'),
    language: text('language').$type<Language>().notNull().default('en'),
    translationKeyId: uuid('translation_key_id').references(() => translationKeys.id, {
      onDelete: 'set null',
    }),
    isTranslation: boolean('is_translation').notNull().default(false),
    baseArticleId: uuid('base_article_id').references((): AnyPgColumn => blogArticles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set while the article is in the trash: hidden everywhere but the Trash view (docs/adr/0084). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Live articles only: a trashed one keeps its slug without blocking a new article (docs/adr/0084).
    uniqueIndex('blog_articles_market_language_slug_idx')
      .on(t.market, t.language, t.slug)
      .where(sql`${t.deletedAt} is null`),
    // The Trash view and the purge read only the few trashed rows.
    index('blog_articles_trash_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    // The list's other orders (title, publication date), read from an index in either direction (docs/adr/0085).
    index('blog_articles_admin_title_order_idx')
      .on(t.title, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('blog_articles_admin_published_order_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('blog_articles_status_idx').on(t.status),
    index('blog_articles_market_idx').on(t.market),
    index('blog_articles_language_idx').on(t.language),
    index('blog_articles_category_idx').on(t.categoryId),
    index('blog_articles_published_at_idx').on(t.publishedAt),
    // The admin list's order: its pages are read from this index alone (see adminListQueries).
    index('blog_articles_admin_order_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The same order within a market, language and status (the list's filters together): a search with
    // them walks the rows they select in order, not the whole table (docs/adr/0056).
    index('blog_articles_admin_filtered_order_idx')
      .on(t.market, t.language, t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('blog_articles_translation_key_idx').on(t.translationKeyId),
    index('blog_articles_public_list_idx').on(t.market, t.language, t.status, t.publishedAt),
    // The admin search with its filters in one GIN index (btree_gin for the equality columns): one
    // scan intersects the word's trigrams with the market, language, status and category, so a search
    // whose filters and word rarely meet costs the few rows that match (docs/adr/0088).
    index('blog_articles_admin_search_idx')
      .using(
        'gin',
        t.market,
        t.language,
        t.status,
        t.categoryId,
        sql`${articleSearchText(t)} extensions.gin_trgm_ops`,
      )
      .where(sql`${t.deletedAt} is null`),
    check('blog_articles_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('blog_articles_market_check', sql`${t.market} in ('global', 'usa', 'be-fr', 'be-nl')`),
    check('blog_articles_language_check', sql`${t.language} in ('en', 'fr', 'nl')`),
  ],
);

/** Old slugs of articles, so a renamed published article's old URL redirects permanently. */
export const articleSlugRedirects = pgTable(
  'article_slug_redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    market: text('market').$type<MarketCode>().notNull(),
    language: text('language').$type<Language>().notNull(),
    oldSlug: text('old_slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('article_slug_redirects_lookup_idx').on(t.market, t.language, t.oldSlug)],
);

/**
 * Links a reviewer opens without an account to read an article's latest saved version (docs/adr/0086).
 * Deleting the article deletes its links; revoking deletes every link of the article.
 */
export const articlePreviewLinks = pgTable(
  'article_preview_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. The token itself is only ever in the link handed to the admin. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('article_preview_links_hash_idx').on(t.tokenHash),
    index('article_preview_links_article_idx').on(t.articleId),
  ],
).enableRLS();

export const earlyAccessRequests = pgTable(
  'early_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...leadAttribution(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('early_access_requests_email_idx').on(sql`lower(${t.email})`),
    index('early_access_requests_created_at_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...leadAttribution(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Sliding-window counters shared by every server instance (form posts, forgot-password, ...). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.subject, t.createdAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ipAddress: text('ip_address'),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. The token itself is only ever in the emailed link. */
    tokenHash: text('token_hash').notNull(),
    /**
     * 'reset' (a password reset link) or 'sign-in' (the one-time link of ADR 0035): a new reset link
     * replaces older reset links only, so a stranger asking for resets cannot kill a mailed sign-in link.
     */
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_admin_idx').on(t.adminId),
    check('password_reset_tokens_purpose_check', sql`${t.purpose} in ('reset', 'sign-in')`),
  ],
);

/**
 * Two-factor challenges that completed a sign-in (issue 36): a challenge is single-use, across every
 * server instance. A row is useless once the challenge has expired; spending one trims those.
 */
export const spentTwoFactorChallenges = pgTable(
  'spent_two_factor_challenges',
  {
    /** The challenge's `jti`. */
    id: uuid('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_two_factor_challenges_expires_idx').on(t.expiresAt)],
).enableRLS();

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_admin_idx').on(t.adminId)],
);

/** Small key-value facts about the installation itself (e.g. when demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Uploaded images: the storage object (local disk or the Supabase bucket) holds the bytes, this row
 * what the gallery lists and searches, and what the upload learned from the bytes.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The storage object's name: generated, unique, never reused. */
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_images_name_idx').on(t.name),
    index('media_images_created_at_idx').on(t.createdAt),
  ],
).enableRLS();

/**
 * An article's saved state, in the form the articles domain owns (ArticleSnapshot,
 * lib/server/articles/field-mapping.ts): every field under its response name, so an old revision reads
 * the same after a column is added (the new field is absent).
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    /** Who saved; null for saves no admin made (seeds, scripts, a translation's approval) or a deleted account. */
    authorId: uuid('author_id').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Written by autosave: the author's next autosave refreshes it rather than adding one (docs/adr/0087). */
    autosave: boolean('autosave').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_created_idx').on(t.articleId, t.createdAt.desc(), t.id.desc())],
).enableRLS();

/**
 * Who has an article open in the editor (issue 33 point 3, docs/adr/0090): one row per browser tab,
 * refreshed by the tab's heartbeat and read by the others. In the database, so every instance sees
 * the same; a row older than PRESENCE_TTL_MS counts as gone and is deleted by the next heartbeat.
 */
export const articlePresence = pgTable(
  'article_presence',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    /** The tab's own random id (kept in its sessionStorage): two tabs of one admin are two rows. */
    tabId: text('tab_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.adminId, t.tabId] }),
    // The sweep of expired rows reads only them.
    index('article_presence_seen_idx').on(t.seenAt),
  ],
).enableRLS();

/**
 * Named periodic jobs (issue 37 point 3, docs/adr/0107): one row per job, the state every instance
 * shares. A tick claims a due job by setting the lease in one UPDATE that only a free, due row
 * matches, so of several instances ticking at once exactly one runs it; a holder that dies stops
 * renewing and its lease expires, after which the job is claimed again.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The run holding the lease (its job_runs id); null while nobody runs the job. */
  leaseRunId: bigint('lease_run_id', { mode: 'number' }),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  /** Failures since the last success: the backoff before the next try grows with it. */
  failures: integer('failures').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastOutcome: text('last_outcome').$type<JobOutcome>(),
  /** When the last successful run started: the next run's work window begins there. */
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  updatedAt: updatedAt(),
}).enableRLS();

/** Every run of a job: when, where, how it ended. Kept JOB_RUNS_KEPT_DAYS (lib/constants/jobs.ts). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobName: text('job_name').notNull(),
    /** 'schedule' (a runner's tick), 'cron' (POST /api/cron/{job}) or 'manual' (an admin). */
    trigger: text('trigger').$type<JobTrigger>().notNull(),
    /** The process that ran it: host name and pid. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Null while it runs. */
    outcome: text('outcome').$type<JobOutcome>(),
    error: text('error'),
    /** What the run did, as the job reports it (e.g. `{ purged: 3 }`). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('job_runs_job_started_idx').on(t.jobName, t.startedAt.desc())],
).enableRLS();

/**
 * Newsletter subscribers, one row per address and market (issue 39, docs/adr/0110). Double opt-in:
 * a row is 'pending' until its confirmation link is opened; only 'confirmed' rows receive a campaign.
 * The consent given is kept with the row (its time, version and very text), never the visitor's
 * machine address.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    /** The language its mails are written in (the market's). */
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    /** SHA-256 of the open confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    ...leadAttribution(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_market_idx').on(sql`lower(${t.email})`, t.market),
    index('newsletter_subscribers_market_status_idx').on(t.market, t.status),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
  ],
).enableRLS();

/**
 * Addresses that must never be mailed again, kept only as a SHA-256 of the lowercased address: what
 * is left of a subscriber the team erased (GDPR), or of one that unsubscribed or bounced. `market`
 * is the market left, or '*' for a bounce (the address itself is dead). A new, confirmed
 * subscription lifts its market's suppression.
 */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    emailHash: text('email_hash').notNull(),
    market: text('market').notNull(),
    reason: text('reason').$type<'unsubscribed' | 'bounced' | 'erased'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.emailHash, t.market] })],
).enableRLS();

/** A newsletter for one market: its subject, intro and articles, and where its sending stands. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    market: text('market').$type<MarketCode>().notNull(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull(),
    /** The articles, in the order the mail lists them. */
    articleIds: jsonb('article_ids').$type<string[]>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    /** When a scheduled campaign starts sending. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When its recipients were queued (the send started). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => websiteAdmins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_campaigns_market_created_idx').on(t.market, t.createdAt)],
).enableRLS();

/**
 * Every outgoing message that goes through the queue (docs/adr/0110): a campaign's recipients, a
 * confirmation link, a team notification. Workers claim rows with FOR UPDATE SKIP LOCKED and a
 * lease, so each row is sent by one worker; a campaign holds one row per subscriber (unique), so a
 * send queued twice queues nobody twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    campaignId: uuid('campaign_id').references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, {
      onDelete: 'set null',
    }),
    recipient: text('recipient').notNull(),
    /** The message itself, for kinds built when queued (campaign mails are built when sent). */
    message: jsonb('message').$type<{
      subject: string;
      text: string;
      html: string;
      headers?: Record<string, string>;
    }>(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /**
     * Set by the worker just before it hands the message to SMTP, under its lease (docs/adr/0111): a
     * row whose lease ran out with this set may have been delivered, so it is never sent again.
     */
    transmitStartedAt: timestamp('transmit_started_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_queue_campaign_subscriber_idx').on(t.campaignId, t.subscriberId),
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_queue_campaign_status_idx').on(t.campaignId, t.status),
    // The rate budget counts the transmissions of the last minute before every claim (docs/adr/0111).
    index('mail_queue_transmit_started_idx').on(t.transmitStartedAt),
  ],
).enableRLS();

/** What each account is emailed about, and how (issue 39 point 1); an absent row: the event's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    delivery: text('delivery').$type<NotificationDelivery>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.event] })],
).enableRLS();

/** Notifications waiting for an account's daily digest; deleted once the digest is queued. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => websiteAdmins.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    /** One line of the digest, already written (subject-like), and a link into the portal. */
    summary: text('summary').notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_digest_items_admin_idx').on(t.adminId, t.createdAt)],
).enableRLS();

/**
 * When a throttled team notification was last sent (issue 39, docs/adr/0112): one row per key, e.g.
 * `article-changed:{articleId}:{editorId}`. A conditional upsert claims the key, so two instances
 * saving the same article at once notify once.
 */
export const notificationThrottle = pgTable('notification_throttle', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
}).enableRLS();

/**
 * Readership and real visitors' vitals as they arrive (issue 38, docs/adr/0113), written in batches
 * and kept RAW_EVENT_RETENTION_DAYS. `visitor_hash` is a SHA-256 of the day's salt, the address and
 * the user agent: once the day's salt is deleted nobody can tell whose it was. The address itself is
 * never written. `market` is a MarketCode or 'site'.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The UTC day the event counts in (the salt's day). */
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    path: text('path').notNull(),
    routeType: text('route_type').$type<RouteType>().notNull(),
    market: text('market').notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    /** Pageviews only. */
    visitorHash: text('visitor_hash'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** Vitals only. */
    metric: text('metric').$type<VitalMetric>(),
    value: doublePrecision('value'),
  },
  (t) => [
    index('analytics_events_day_name_idx').on(t.day, t.name),
    // A lead's visit: the first pageview of the same visitor today.
    index('analytics_events_visitor_idx').on(t.visitorHash, t.occurredAt),
  ],
).enableRLS();

/** Today's (and, until the roll-up passes midnight, yesterday's) random salt; older ones are deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
}).enableRLS();

const rollupCounts = () => ({
  views: integer('views').notNull(),
  /** Distinct visitor hashes of the day within the row's dimensions. */
  visitors: integer('visitors').notNull(),
});

/** Views and visitors per day and market; market '*' counts each visitor once across markets. */
export const analyticsMarketDays = pgTable(
  'analytics_market_days',
  { day: date('day', { mode: 'string' }).notNull(), market: text('market').notNull(), ...rollupCounts() },
  (t) => [primaryKey({ columns: [t.day, t.market] })],
).enableRLS();

/** Views and visitors per day and page. */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    path: text('path').notNull(),
    routeType: text('route_type').$type<RouteType>().notNull(),
    ...rollupCounts(),
  },
  (t) => [primaryKey({ columns: [t.day, t.market, t.path] })],
).enableRLS();

/** Views and visitors per day, referring host and UTM triple ('' where absent, to stay in the key). */
export const analyticsSourceDays = pgTable(
  'analytics_source_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    referrerHost: text('referrer_host').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    ...rollupCounts(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.market, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
).enableRLS();

/**
 * Vitals per day, market, route type, device and metric, as a histogram over VITAL_BUCKET_EDGES (one
 * more bucket for values past the last edge): the p75 of any range is read from the summed buckets.
 */
export const analyticsVitalDays = pgTable(
  'analytics_vital_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    routeType: text('route_type').$type<RouteType>().notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    metric: text('metric').$type<VitalMetric>().notNull(),
    samples: integer('samples').notNull(),
    buckets: integer('buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.market, t.routeType, t.device, t.metric] })],
).enableRLS();
