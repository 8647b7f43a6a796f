/** Spec constants (SPEC 9). One source of truth: import from here, never repeat a number. */
export const BRAND_NAME = 'AiLex';
export const DEFAULT_TITLE = 'AI legal associate';

export const FREE_TRIAL_DAYS = 14;
export const DEMO_VIDEO_SECONDS = 90;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 32;
export const MOBILE_MENU_WIDTH_PX = 280;
export const SECTION_SCROLL_DELAY_MS = 100;

export const TYPING_CHAR_MS = 50;
export const TYPING_SENTENCE_PAUSE_MS = 1500;
export const TYPING_RESET_MS = 3000;
export const COOKIE_BANNER_DELAY_MS = 2000;

export const BLOG_LIST_LIMIT = 20;
export const BLOG_LIST_MAX_LIMIT = 100;
export const DEFAULT_READ_TIME_MINUTES = 5;
export const READING_WORDS_PER_MINUTE = 200;
export const BLOG_CARD_STAGGER_S = 0.1;
export const FEED_ITEM_COUNT = 20;

export const ADMIN_PAGE_SIZE = 10;
/** Leads per page in the admin inbox, and the most rows one CSV export holds (spec silent). */
export const LEADS_PAGE_SIZE = 20;
export const LEADS_EXPORT_MAX_ROWS = 50_000;
// `@public`: spec constants of the portal screens still to build (translations, editor, gallery); knip keeps them.
/** @public */
export const TRANSLATIONS_ARTICLE_LIMIT = 100;
/** @public */
export const TRANSLATION_PREVIEW_CHARS = 100;
export const MIN_PASSWORD_LENGTH = 8;
export const RESET_REDIRECT_MS = 3000;

/** @public */
export const META_TITLE_GUIDE = 60;
/** @public */
export const META_DESCRIPTION_GUIDE = 160;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** @public */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** @public */
export const RECENT_UPLOADS_LIMIT = 20;
export const STORAGE_BUCKET = 'blog-images';
/** Beyond the spec: decoding a larger image would take hundreds of MB (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Beyond the spec: frames of an animated GIF or WebP (each is decoded and re-encoded). */
export const IMAGE_MAX_FRAMES = 300;
/** Beyond the spec: files in one upload request. */
export const IMAGE_UPLOAD_MAX_FILES = 10;
/** Beyond the spec: images per gallery page. */
export const IMAGES_PAGE_SIZE = 60;
/** SPEC 5 and 8: the upload's validation texts. */
export const IMAGE_MESSAGES = {
  invalidType: 'Please upload a valid image file (JPG, PNG, WebP, or GIF)',
  tooLarge: 'File size must be less than 5MB',
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
  tooManyFrames: 'Animated images may have at most 300 frames',
  tooManyFiles: 'Upload at most 10 images at a time',
  noFile: 'Choose an image to upload',
} as const;
/** The featured image's alt text (spec silent; see docs/decisions.md). */
export const FEATURED_IMAGE_ALT_MAX_LENGTH = 200;
/** Article title and summary lengths, in the article editor and in their translations alike. */
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_SUMMARY_MAX_LENGTH = 1000;
export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const CATEGORY_COLORS = [
  '#3B82F6',
  '#10B981',
  '#8B5CF6',
  '#F59E0B',
  '#EF4444',
  '#06B6D4',
  '#84CC16',
  '#F97316',
  '#EC4899',
  '#6B7280',
] as const;
export const DEFAULT_CATEGORY_COLOR = CATEGORY_COLORS[0];
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** 409 to an edit whose `updatedAt` is no longer the row's (the editor offers to reload). */
export const ARTICLE_EDIT_CONFLICT_MESSAGE =
  'This article was changed by someone else since you opened it. Reload it to see their changes.';

/** Admin session and recovery (issue: admin sign-in). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** How much of a sign-in's User-Agent the sessions list keeps. */
export const SESSION_USER_AGENT_MAX_LENGTH = 300;
export const BCRYPT_COST = 12;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const IP_ATTEMPTS_PER_MINUTE = 20;
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const ADMIN_BASE_PATH = '/admin-secret-portal';
export const ADMIN_STORAGE_KEYS = { token: 'adminToken', user: 'adminUser' } as const;
export const SESSION_COOKIE = 'admin_session';

/** Public marketing site (issue 3: home, state pages, login coming-soon, security, public forms). */
export const ROI_SLIDER = { min: 0, max: 40, step: 1 } as const;
export const ROI_ROLES = ['attorney', 'paralegal', 'assistant'] as const;
export type RoiRole = (typeof ROI_ROLES)[number];
export const ROI_DEFAULT_WEEKLY_HOURS: Readonly<Record<RoiRole, number>> = {
  attorney: 4,
  paralegal: 6,
  assistant: 3,
};
export const ROI_HOURLY_RATES: Readonly<Record<RoiRole, number>> = {
  attorney: 250,
  paralegal: 40,
  assistant: 30,
};
export const ROI_WEEKS_PER_MONTH = 4;
export const MONTHS_PER_YEAR = 12;
export const ROI_PROGRESS_FULL_MONTHLY_HOURS = 480;
export const ROI_EMAIL_ALERT = 'Email functionality coming soon!';
export const ENTERPRISE_COMPARISON = {
  enterprisePerUser: 199,
  ourPrice: 99,
  ourUsers: 2,
  savingsPercent: 75,
} as const;

export type PlanId = 'solo' | 'team' | 'scale';
export const PLAN_MONTHLY_PRICES: Readonly<Record<PlanId, number>> = { solo: 99, team: 199, scale: 299 };
export const PLAN_USERS: Readonly<Record<PlanId, number>> = { solo: 2, team: 5, scale: 10 };
export const ANNUAL_DISCOUNT = 0.15;
export const ANNUAL_TOGGLE_LABEL = 'Annual (-15%)';
export const SOLO_RESEARCH_QUERIES_PER_MONTH = 50;
export const SOLO_DRAFTS_PER_MONTH = 20;
export const SOLO_PRACTICE_AREAS = ['personal injury', 'family', 'criminal'] as const;
export const RECEPTIONIST_ADDON = { pricePerMonth: 29, minutes: 100 } as const;
export const EXTRA_USER_PRICE_PER_MONTH = 29;
export const RECEPTIONIST_MINUTES: Readonly<Record<'team' | 'scale', number>> = { team: 250, scale: 500 };

export const HOURS_SAVED_PER_WEEK = ['3-5', '5-7', '8-12'] as const;
export const COST_SAVINGS_PERCENT = 75;
export const AI_ADOPTION_RISE_PERCENT = 247;
export const ADMIN_BURDEN_PERCENT = 78;
export const TYPING_SENTENCE_COUNT = 4;
export const STATE_STRIP_COUNT = 15;

/** localStorage key for the cookie banner's accepted flag (the spec leaves the name open). */
export const COOKIE_CONSENT_STORAGE_KEY = 'ailex-cookie-consent';
export const SECURITY_CONTACT_EMAIL = 'security@ailex.law';

/** Public form limits (spec silent; see docs/decisions.md, Marketing site). */
export const FORM_NAME_MAX = 100;
export const FORM_MESSAGE_MAX = 5000;
export const FORM_EMAIL_MAX = 254;
/** Posts per client address and form within the window; bots beyond it get 429 and no row. */
export const PUBLIC_FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
export const PUBLIC_FORM_KINDS = ['early-access', 'contact', 'newsletter'] as const;
export type PublicFormKind = (typeof PUBLIC_FORM_KINDS)[number];
/** Name of the hidden honeypot field every public form carries. */
export const HONEYPOT_FIELD = 'website';

// ── Admin sign-in, recovery and dashboard (issue 5) ──
/** How long an account stays locked once LOCKOUT_FAILURES failures fall within LOCKOUT_WINDOW_MS. */
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;
export const IP_ATTEMPTS_WINDOW_MS = 60 * 1000;
/**
 * Account-wide ceiling: this many failures from any addresses within LOCKOUT_WINDOW_MS lock the account
 * for every address that has not signed in before; each trip within ACCOUNT_LOCK_MEMORY_MS doubles the
 * lock (from ACCOUNT_LOCK_BASE_MS, capped at ACCOUNT_LOCK_MAX_MS), and the admin is mailed once per trip.
 */
export const ACCOUNT_LOCKOUT_FAILURES = 50;
export const ACCOUNT_LOCK_BASE_MS = 15 * 60 * 1000;
export const ACCOUNT_LOCK_MAX_MS = 24 * 60 * 60 * 1000;
export const ACCOUNT_LOCK_MEMORY_MS = 48 * 60 * 60 * 1000;
/** An address the admin signed in from within this long is not locked by failures from other addresses. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Forgot-password: refused (429) past this many requests from one address per window. */
export const FORGOT_PASSWORD_IP_LIMIT = 10;
export const FORGOT_PASSWORD_IP_WINDOW_MS = 15 * 60 * 1000;
/** Forgot-password: at most this many emails to one address per window; extra requests answer the same. */
export const FORGOT_PASSWORD_EMAIL_LIMIT = 3;
export const FORGOT_PASSWORD_EMAIL_WINDOW_MS = 60 * 60 * 1000;
/** bcrypt only reads the first 72 bytes of a password; longer ones are refused rather than cut. */
export const MAX_PASSWORD_BYTES = 72;
export const RECENT_ACTIVITY_LIMIT = 8;
export const ADMIN_ROUTES = {
  signIn: ADMIN_BASE_PATH,
  forgotPassword: `${ADMIN_BASE_PATH}/forgot-password`,
  resetPassword: `${ADMIN_BASE_PATH}/reset-password`,
  dashboard: `${ADMIN_BASE_PATH}/dashboard`,
  articles: `${ADMIN_BASE_PATH}/dashboard/blog/articles`,
  newArticle: `${ADMIN_BASE_PATH}/dashboard/blog/articles/new`,
  categories: `${ADMIN_BASE_PATH}/dashboard/blog/categories`,
  translations: `${ADMIN_BASE_PATH}/dashboard/blog/translations`,
  images: `${ADMIN_BASE_PATH}/dashboard/images`,
  /** Beyond the spec: the leads inbox (early-access requests, contact messages, newsletter sign-ups). */
  leads: `${ADMIN_BASE_PATH}/dashboard/leads`,
} as const;

/** The client address when it cannot be known (TRUSTED_PROXY_HOPS=0): one shared rate-limit subject. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';
