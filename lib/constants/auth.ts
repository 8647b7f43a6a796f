/** Admin sign-in, sessions and recovery: lifetimes, lockout and rate limits, password rules. One source of truth: import from here, never repeat a value. */
export const MIN_PASSWORD_LENGTH = 8;
/** Admin session and recovery (issue: admin sign-in). */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/**
 * Sliding renewal (ADR 0076): a session in use is renewed once less than this much of its life is left,
 * to a fresh SESSION_TTL_SECONDS, but never past SESSION_MAX_LIFETIME_SECONDS after its sign-in.
 */
export const SESSION_RENEW_BELOW_SECONDS = SESSION_TTL_SECONDS / 2;
export const SESSION_MAX_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How much of a sign-in's User-Agent the sessions list keeps. */
export const SESSION_USER_AGENT_MAX_LENGTH = 300;
export const BCRYPT_COST = 12;
/**
 * At most this many worker threads hash and compare passwords (docs/adr/0097); one core is always left to
 * the event loop, so a 2-core machine runs one.
 */
export const PASSWORD_HASH_MAX_THREADS = 4;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const IP_ATTEMPTS_PER_MINUTE = 20;
export const SESSION_COOKIE = 'admin_session';
/** A browser that signed in before: its sign-in attempts have their own budget (lib/server/auth/sign-in-device.ts). */
export const SIGN_IN_DEVICE_COOKIE = 'admin_device';
export const SIGN_IN_DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
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
/**
 * Reset and sign-in links: a token that matches no live link (validate-reset-token, reset-password,
 * sign-in-link) counts against its address; past this many per window further wrong tokens get 429. A
 * live token is never counted nor refused: it is its own proof (ADR 0095), and its 256 bits, not this
 * limit, are what make guessing one hopeless.
 */
export const RESET_TOKEN_CHECKS_PER_ADDRESS = 10;
export const RESET_TOKEN_CHECKS_WINDOW_MS = 15 * 60 * 1000;
/** One-time sign-in link mailed when the right password meets a lock (ADR 0035): lifetime. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/**
 * Checks a signed-in session passes before a sensitive change (docs/adr/0097): its current password (password
 * and email changes) and a second-factor code (turning two-factor off), each kind counted on its own. At most
 * REAUTH_SESSION_FAILURES wrong answers per session and REAUTH_ACCOUNT_FAILURES per account (all its
 * sessions) within REAUTH_WINDOW_MS; then every answer, right or wrong, is refused with 429 until the oldest
 * failure leaves the window. A borrowed session gets 5 guesses, never a way to grind.
 */
export const REAUTH_SESSION_FAILURES = 5;
export const REAUTH_ACCOUNT_FAILURES = 10;
export const REAUTH_WINDOW_MS = 15 * 60 * 1000;
/** The 429 of a check above; `time` is the real remaining wait, e.g. '15 minutes'. */
export const REAUTH_LOCKED_MESSAGES = {
  current_password: (time: string) =>
    `Too many wrong passwords. For your account's safety, try again in ${time}.`,
  second_factor: (time: string) =>
    `Too many wrong two-factor codes. For your account's safety, try again in ${time}.`,
} as const;

/**
 * At most this many sign-in links mailed to one account per window. Only the right password spends it
 * (ADR 0095), so no stranger can; it stops a repeated right password from flooding the mailbox.
 */
export const SIGN_IN_LINK_MAIL_LIMIT = 6;
export const SIGN_IN_LINK_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** bcrypt only reads the first 72 bytes of a password; longer ones are refused rather than cut. */
export const MAX_PASSWORD_BYTES = 72;
