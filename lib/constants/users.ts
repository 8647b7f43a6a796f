/** Portal accounts: roles, statuses and the lifetimes of invitations and two-factor challenges (issue 26). */
export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** invited: the link was sent and not used yet; disabled: kept for authorship, cannot sign in. */
export type UserStatus = 'invited' | 'active' | 'disabled';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the step between a right password and the authenticator code may take. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** TOTP as authenticator apps expect it: RFC 6238, SHA-1, 6 digits, 30 s, one step either side accepted. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
export const USER_NAME_MAX = 100;
