/** Marketing site: brand, layout breakpoints, animation timings and the figures its copy quotes. One source of truth: import from here, never repeat a value. */
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
export const HOURS_SAVED_PER_WEEK = ['3-5', '5-7', '8-12'] as const;
export const COST_SAVINGS_PERCENT = 75;
export const AI_ADOPTION_RISE_PERCENT = 247;
export const ADMIN_BURDEN_PERCENT = 78;
export const TYPING_SENTENCE_COUNT = 4;
export const STATE_STRIP_COUNT = 15;
/** localStorage key for the cookie banner's accepted flag (the spec leaves the name open). */
export const COOKIE_CONSENT_STORAGE_KEY = 'ailex-cookie-consent';
export const SECURITY_CONTACT_EMAIL = 'security@ailex.law';
/**
 * When each marketing page's content (its words, not its code) last changed: the sitemap's <lastmod>.
 * Change the date with the copy.
 */
export const MARKETING_CONTENT_DATES = {
  '/': '2026-11-25',
  '/tx': '2026-11-25',
  '/fl': '2026-11-25',
  '/ny': '2026-11-25',
  '/login': '2026-11-25',
  '/security-whitepaper': '2026-11-25',
} as const;

/** The logo as a square PNG (app/(site)/logo.png): the publisher's logo in articles' JSON-LD. */
export const LOGO_PATH = '/logo.png';
export const LOGO_SIZE = 512;
