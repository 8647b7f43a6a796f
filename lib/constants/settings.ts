/** Site settings edited under System Settings (issue 37; docs/adr/0106): limits of each value. */
export const SETTINGS_PHONE_MAX = 32;
export const SETTINGS_URL_MAX = 300;
export const SETTINGS_SENDER_NAME_MAX = 64;
export const SETTINGS_COOKIE_BANNER_MAX = 400;
/** The social links the footer can show. */
export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'youtube';
/**
 * The footer's links while System Settings gives none: the spec's microblog and professional network
 * (their home pages, as before settings existed). A network without a built-in link shows no icon.
 */
export const BUILT_IN_SOCIAL_LINKS: Readonly<Record<SocialNetwork, string>> = {
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/',
  facebook: '',
  youtube: '',
};

/** The contact details public pages show (System Settings); '' where none is set. */
export interface SiteContact {
  /** As typed, shown to the reader. */
  phone: string;
  /** `tel:` and the phone's digits (with a leading +): '' when no phone is set. */
  phoneHref: string;
  email: string;
}

/** What the public footer shows from the settings. */
export interface FooterSettings {
  contact: SiteContact;
  social: Readonly<Record<SocialNetwork, string>>;
}

/** A page rendered without the database (the 404 kept in memory): no contact, the built-in links. */
export const BUILT_IN_FOOTER: FooterSettings = {
  contact: { phone: '', phoneHref: '', email: '' },
  social: BUILT_IN_SOCIAL_LINKS,
};

/** The integrations System Settings shows with a test button, in screen order. */
export const INTEGRATION_NAMES = ['smtp', 'deepl', 'storage', 'redis'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/** Maintenance (issue 37, section 2): the message's limit, how long a window may last and how far ahead. */
export const MAINTENANCE_MESSAGE_MAX = 500;
export const MAINTENANCE_WINDOW_MAX_MS = 7 * 24 * 3_600_000;
export const MAINTENANCE_SCHEDULE_AHEAD_MAX_MS = 366 * 24 * 3_600_000;
/** Public pages announce a window this long before it starts. */
export const MAINTENANCE_NOTICE_MS = 24 * 3_600_000;
/** Retry-After while the end is not known. */
export const MAINTENANCE_RETRY_AFTER_DEFAULT_S = 600;
/** The cookie the proxy sets for a signed-in member of the team who views the site during maintenance. */
export const MAINTENANCE_PREVIEW_COOKIE = 'ailex_maintenance_preview';
