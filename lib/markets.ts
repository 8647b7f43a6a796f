/**
 * The one table of blog markets (docs/spec.md "Markets and languages"). Routes, hreflang codes, feeds and validation all read it.
 */
import { BRAND_NAME } from '@/lib/constants/site';

export const LANGUAGES = ['en', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MARKET_CODES = ['global', 'usa', 'be-fr', 'be-nl'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export interface Market {
  code: MarketCode;
  /** Default language, and the one the market's pages are rendered in. */
  language: Language;
  /** Languages an article of this market may be written in (admin editor options). */
  languages: readonly Language[];
  /** Path base of the market's blog, e.g. /blog/usa. */
  basePath: string;
  /** Path segment after /blog ('' for global). */
  segment: string;
  /** BCP 47 tag for hreflang, <html lang> and date formatting. */
  locale: string;
  /** IANA time zone the market's readers live in: dates are shown on the day it is there. */
  timeZone: string;
  /** The market's name in its own language (header links, links between language versions). */
  label: string;
  /** How an article's version in this market is named in its own language ('Français (Belgique)'). */
  versionLabel: string;
  /** Which flag components/ui/market-flag.tsx draws for the market (an SVG: emoji flags do not show everywhere). */
  flag: 'globe' | 'us' | 'be';
  /** Title of the market's RSS feed and of its blog in search results. */
  feedTitle: string;
}

export const MARKETS: readonly Market[] = [
  {
    code: 'global',
    language: 'en',
    languages: ['en'],
    basePath: '/blog',
    segment: '',
    locale: 'en',
    timeZone: 'UTC',
    label: 'Global',
    versionLabel: 'English',
    flag: 'globe',
    feedTitle: `${BRAND_NAME} Blog`,
  },
  {
    code: 'usa',
    language: 'en',
    languages: ['en'],
    basePath: '/blog/usa',
    segment: 'usa',
    locale: 'en-US',
    timeZone: 'America/New_York',
    label: 'United States',
    versionLabel: 'English (US)',
    flag: 'us',
    feedTitle: `${BRAND_NAME} Blog — United States`,
  },
  {
    code: 'be-fr',
    language: 'fr',
    languages: ['fr'],
    basePath: '/blog/belgium-fr',
    segment: 'belgium-fr',
    locale: 'fr-BE',
    timeZone: 'Europe/Brussels',
    label: 'Belgique (FR)',
    versionLabel: 'Français (Belgique)',
    flag: 'be',
    feedTitle: `Blog ${BRAND_NAME} — Belgique`,
  },
  {
    code: 'be-nl',
    language: 'nl',
    languages: ['nl'],
    basePath: '/blog/belgium-nl',
    segment: 'belgium-nl',
    locale: 'nl-BE',
    timeZone: 'Europe/Brussels',
    label: 'België (NL)',
    versionLabel: 'Nederlands (België)',
    flag: 'be',
    feedTitle: `${BRAND_NAME} Blog — België`,
  },
];

export const DEFAULT_MARKET: MarketCode = 'global';
export const DEFAULT_LANGUAGE: Language = 'en';

export function getMarket(code: MarketCode): Market {
  const market = MARKETS.find((m) => m.code === code);
  if (!market) throw new Error(`Unknown market ${code}`);
  return market;
}

export function marketBySegment(segment: string): Market | undefined {
  return MARKETS.find((m) => m.segment !== '' && m.segment === segment);
}

/**
 * The market of a blog URL: '/blog/belgium-fr/…' is be-fr; any other path under /blog is the global
 * market's (its slugs cannot take a market's segment: RESERVED_GLOBAL_SLUGS).
 */
export function marketForPathname(pathname: string): Market {
  return marketBySegment(pathname.split('/')[2] ?? '') ?? getMarket(DEFAULT_MARKET);
}

/** Path segments a global article's slug may not take, since they would shadow a market index. */
export const RESERVED_GLOBAL_SLUGS: readonly string[] = MARKETS.map((m) => m.segment).filter(Boolean);

export function articlePath(market: MarketCode, slug: string): string {
  return `${getMarket(market).basePath}/${slug}`;
}

/** Market-language pairs as GET /api/blog/markets returns them. */
export function marketLanguagePairs(): { marketCode: MarketCode; languageCode: Language }[] {
  return MARKETS.flatMap((m) => m.languages.map((l) => ({ marketCode: m.code, languageCode: l })));
}
