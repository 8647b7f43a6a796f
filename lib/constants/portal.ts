/** Admin portal: routes, storage keys, page sizes. One source of truth: import from here, never repeat a value. */
export const ADMIN_PAGE_SIZE = 10;
/** Leads per page in the admin inbox, and the most rows one CSV export holds (spec silent). */
export const LEADS_PAGE_SIZE = 20;
export const LEADS_EXPORT_MAX_ROWS = 50_000;
/** The inbox's Source menu lists at most this many sources of a lead type, the most frequent ones. */
export const LEAD_SOURCE_OPTIONS_MAX = 100;
/** The longest `source` filter accepted (a source is a UTM source or a host name: 253 at most). */
export const LEAD_SOURCE_FILTER_MAX = 300;
export const RESET_REDIRECT_MS = 3000;
export const ADMIN_BASE_PATH = '/admin-secret-portal';
export const ADMIN_STORAGE_KEYS = { token: 'adminToken', user: 'adminUser' } as const;
export const RECENT_ACTIVITY_LIMIT = 8;
/** The request header proxy.ts puts a portal page's path and query in (it overwrites a client's own). */
export const PORTAL_PATH_HEADER = 'x-portal-path';
export const ADMIN_ROUTES = {
  signIn: ADMIN_BASE_PATH,
  forgotPassword: `${ADMIN_BASE_PATH}/forgot-password`,
  resetPassword: `${ADMIN_BASE_PATH}/reset-password`,
  dashboard: `${ADMIN_BASE_PATH}/dashboard`,
  articles: `${ADMIN_BASE_PATH}/dashboard/blog/articles`,
  newArticle: `${ADMIN_BASE_PATH}/dashboard/blog/articles/new`,
  /** Issue 23: trashed articles, restorable for 30 days. */
  trash: `${ADMIN_BASE_PATH}/dashboard/blog/trash`,
  categories: `${ADMIN_BASE_PATH}/dashboard/blog/categories`,
  translations: `${ADMIN_BASE_PATH}/dashboard/blog/translations`,
  images: `${ADMIN_BASE_PATH}/dashboard/images`,
  /** Beyond the spec: the leads inbox (early-access requests, contact messages, newsletter sign-ups). */
  leads: `${ADMIN_BASE_PATH}/dashboard/leads`,
  /** Issue 26: team accounts (admins only), the signed-in account, an invitation's landing page. */
  users: `${ADMIN_BASE_PATH}/dashboard/users`,
  account: `${ADMIN_BASE_PATH}/dashboard/account`,
  /** Issue 37: System Settings (admins only). */
  settings: `${ADMIN_BASE_PATH}/dashboard/settings`,
  /** Issue 37: maintenance mode and windows, jobs, backups (admins only). */
  maintenance: `${ADMIN_BASE_PATH}/dashboard/maintenance`,
  /** Issue 39: newsletter subscribers and campaigns (admins only). */
  notifications: `${ADMIN_BASE_PATH}/dashboard/notifications`,
  /** Issue 38: readership, lead attribution and real visitors' vitals (editors see readership only). */
  reports: `${ADMIN_BASE_PATH}/dashboard/reports`,
  acceptInvite: `${ADMIN_BASE_PATH}/accept-invite`,
  /** The landing page of the link that confirms a new email address (opened while signed in). */
  confirmEmail: `${ADMIN_BASE_PATH}/confirm-email`,
  /** Outside dashboard/**: where an account without 2FA is sent while an admin requires it. */
  twoFactorSetup: `${ADMIN_BASE_PATH}/two-factor-setup`,
} as const;
/** The editor keeps unsaved values in the browser this long after the last keystroke (issue 22 point 5). */
export const ARTICLE_DRAFT_SAVE_DELAY_MS = 400;

/** A never-published draft saves itself this long after the typing stops (issue 23 point 5). */
export const ARTICLE_AUTOSAVE_DELAY_MS = 3000;
/**
 * Browser copies of an article's unsaved values (issue 33 point 3, docs/adr/0090): one localStorage
 * entry per user, article (or "new") and tab, `ailex:article-draft:{userId}:{articleId|new}:{slot}`,
 * where the slot is the tab's id (or the tab's id and a time, for a copy kept aside by "Reload theirs").
 */
export const ARTICLE_DRAFT_KEY_PREFIX = 'ailex:article-draft:';
export const articleDraftKeyPrefix = (userId: string, articleId: string | undefined) =>
  `${ARTICLE_DRAFT_KEY_PREFIX}${userId}:${articleId ?? 'new'}:`;
/** The sessionStorage key of the tab's own id (sessionStorage is per tab and survives a reload). */
export const TAB_ID_STORAGE_KEY = 'ailex:tab-id';

/** The editor tells the server it still has the article open this often (issue 33 point 3)... */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** ...and a tab not heard from for this long counts as closed (background tabs may be throttled to a minute). */
export const PRESENCE_TTL_MS = 150_000;
