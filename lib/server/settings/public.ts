import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import {
  BUILT_IN_SOCIAL_LINKS,
  type FooterSettings,
  type SiteContact,
  type SocialNetwork,
} from '@/lib/constants/settings';
import { LANGUAGES, MARKET_CODES, type Language, type MarketCode } from '@/lib/markets';
import { withDb } from '@/lib/server/db/client';
import { DEFAULTS, readStored, type SettingsChange, type StoredSettings } from './service';

/*
 * The settings public pages show (issue 37; docs/adr/0106): each group is its own cached read with its
 * own tag, so a page collects the tags of exactly the groups it shows, and a save revalidates exactly
 * the pages that show a changed value (the tags live in the shared cache, so every instance sees it).
 */

const SETTINGS_TAGS = {
  contact: 'settings:contact',
  social: 'settings:social',
  metaDescription: (market: MarketCode) => `settings:meta:${market}`,
  cookieBanner: (language: Language) => `settings:cookie:${language}`,
} as const;

/**
 * The tags of the values that differ between two versions of the settings: one market's description
 * changed expires that market's pages only. A switch over every key, so a new setting does not compile
 * until it says which pages show it.
 */
function tagsOfChange({ before, after }: SettingsChange): string[] {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const tagsOf = (key: keyof StoredSettings): string[] => {
    switch (key) {
      case 'contact_phone':
      case 'contact_email':
        return [SETTINGS_TAGS.contact];
      case 'social_links':
        return [SETTINGS_TAGS.social];
      case 'meta_description':
        return MARKET_CODES.filter((m) => differs(before.meta_description[m], after.meta_description[m])).map(
          SETTINGS_TAGS.metaDescription,
        );
      case 'cookie_banner_text':
        return LANGUAGES.filter((l) =>
          differs(before.cookie_banner_text[l], after.cookie_banner_text[l]),
        ).map(SETTINGS_TAGS.cookieBanner);
      case 'mail_sender_name':
        return []; // in mail only
    }
  };
  const keys = (Object.keys(DEFAULTS) as (keyof StoredSettings)[]).filter((k) =>
    differs(before[k], after[k]),
  );
  return [...new Set(keys.flatMap(tagsOf))];
}

/** After a save: the next request of every page that shows a changed value renders it (expire: 0). */
export function revalidateSettings(change: SettingsChange): string[] {
  const tags = tagsOfChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return tags;
}

/**
 * The stored settings, or the defaults while `next build` prerenders (the build never needs the
 * database): the cached read still runs there, so the prerendered page carries the tag, and start-up
 * drops the prerendered pages whose settings differ from the stored ones (dropPagesWithOtherSettings).
 */
const readForPages = withDb(async (db) =>
  process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? DEFAULTS : readStored(db),
);

function cachedGroup<T>(keyParts: string[], tag: string, pick: (s: StoredSettings) => T): () => Promise<T> {
  return unstable_cache(async () => pick(await readForPages()), ['site-settings', ...keyParts], {
    tags: [tag],
    revalidate: false,
  });
}

/** The contact phone and email the site shows ("Call us", the footer, Get In Touch). */
const siteContact = cachedGroup(['contact'], SETTINGS_TAGS.contact, (s): SiteContact => ({
  phone: s.contact_phone,
  phoneHref: s.contact_phone === '' ? '' : `tel:${s.contact_phone.replace(/[^+0-9]/g, '')}`,
  email: s.contact_email,
}));

/** The footer's social links: the setting, or the built-in link where it is empty ('' shows no icon). */
const socialLinks = cachedGroup(['social'], SETTINGS_TAGS.social, (s): Record<SocialNetwork, string> => ({
  linkedin: s.social_links.linkedin || BUILT_IN_SOCIAL_LINKS.linkedin,
  x: s.social_links.x || BUILT_IN_SOCIAL_LINKS.x,
  facebook: s.social_links.facebook || BUILT_IN_SOCIAL_LINKS.facebook,
  youtube: s.social_links.youtube || BUILT_IN_SOCIAL_LINKS.youtube,
}));

/** The contact details and social links of the public footer and landing pages. */
export async function footerSettings(): Promise<FooterSettings> {
  const [contact, social] = await Promise.all([siteContact(), socialLinks()]);
  return { contact, social };
}

/** A market's default meta description; '' for the blog's built-in text. */
export function marketMetaDescription(market: MarketCode): Promise<string> {
  return cachedGroup(
    ['meta', market],
    SETTINGS_TAGS.metaDescription(market),
    (s) => s.meta_description[market],
  )();
}

/** The cookie banner's text in a language; '' for the built-in text. */
export function cookieBannerText(language: Language): Promise<string> {
  return cachedGroup(
    ['cookie', language],
    SETTINGS_TAGS.cookieBanner(language),
    (s) => s.cookie_banner_text[language],
  )();
}

/** Start-up: the tags of every value the stored settings set, i.e. pages the build rendered without them. */
export const tagsDifferingFromBuild = withDb(async (db) =>
  tagsOfChange({ before: DEFAULTS, after: await readStored(db) }),
);
