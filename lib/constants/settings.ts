/** Site settings edited under System Settings (issue 37; docs/adr/0106): limits of each value. */
export const SETTINGS_PHONE_MAX = 32;
export const SETTINGS_URL_MAX = 300;
export const SETTINGS_SENDER_NAME_MAX = 64;
export const SETTINGS_COOKIE_BANNER_MAX = 400;
/** The social links the footer can show. */
export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'youtube';
