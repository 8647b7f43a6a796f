import { LEAD_FROM_PARAM } from '@/lib/constants/analytics';
import { articlePath, getMarket, MARKETS, type Language, type MarketCode } from '@/lib/markets';

/** hreflang of a market's pages: en (global), en-US, fr-BE, nl-BE. */
function hreflangOf(market: MarketCode): string {
  return getMarket(market).locale;
}

export function marketIndexPath(market: MarketCode): string {
  return getMarket(market).basePath;
}

export function marketFeedPath(market: MarketCode): string {
  return `${getMarket(market).basePath}/rss.xml`;
}

/** The version an article's generated image URL carries (?v=), so a changed article gets a new URL. */
export function articleImageVersion(updatedAt: string): string {
  return String(Date.parse(updatedAt));
}

/** The generated Open Graph image of an index (no slug) or of an article without a featured image. */
export function ogImagePath(market: MarketCode, slug?: string, version?: string): string {
  const params = new URLSearchParams();
  if (slug) params.set('slug', slug);
  if (version) params.set('v', version);
  const query = params.toString();
  return `/api/blog/og/${market}${query ? `?${query}` : ''}`;
}

export interface LanguageVersion {
  market: MarketCode;
  language: Language;
  slug: string;
}

/**
 * hreflang alternates of an article: one entry per published language version, keyed by the
 * market's hreflang code, plus x-default (the global version when there is one, else the first).
 */
export function articleAlternates(
  versions: readonly LanguageVersion[],
  toUrl: (path: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const ordered = [...versions].sort((a, b) => marketOrder(a.market) - marketOrder(b.market));
  for (const v of ordered) out[hreflangOf(v.market)] = toUrl(`${getMarket(v.market).basePath}/${v.slug}`);
  const fallback = ordered.find((v) => v.market === 'global') ?? ordered[0];
  if (fallback) out['x-default'] = toUrl(`${getMarket(fallback.market).basePath}/${fallback.slug}`);
  return out;
}

/** hreflang alternates of a market index: every market's index, x-default the global one. */
export function indexAlternates(toUrl: (path: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of MARKETS) out[m.locale] = toUrl(m.basePath);
  out['x-default'] = toUrl(getMarket('global').basePath);
  return out;
}

function marketOrder(code: MarketCode): number {
  return MARKETS.findIndex((m) => m.code === code);
}

/** Page `page` of a market's archive: the index itself for page 1, then {base}/page/{n}. */
export function archivePath(market: MarketCode, page = 1): string {
  const base = getMarket(market).basePath;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** Page `page` of a category's archive in a market: {base}/category/{slug}, then …/page/{n}. */
export function categoryPath(market: MarketCode, categorySlug: string, page = 1): string {
  const base = `${getMarket(market).basePath}/category/${categorySlug}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The sitemap index (/sitemap.xml is rewritten to it) and its files: pages.xml, then {market}-{n}.xml. */
export function sitemapFilePath(file: 'index' | 'pages' | { market: MarketCode; chunk: number }): string {
  if (typeof file === 'string') return `/sitemaps/${file}.xml`;
  return `/sitemaps/${file.market}-${file.chunk}.xml`;
}

/**
 * An article's calls to action (issue 38, docs/adr/0113): early access on /login and the home page's
 * contact section (its id in components/site/pricing-section.tsx), each carrying the article's path in
 * `from=`, which the form sends with the lead. The path stays readable, slashes unescaped (the form's
 * server reads it either way); a slug is only [a-z0-9-].
 */
export function articleLeadLinks(market: MarketCode, slug: string): { earlyAccess: string; contact: string } {
  const from = `${LEAD_FROM_PARAM}=${encodeURI(articlePath(market, slug))}`;
  return { earlyAccess: `/login?${from}`, contact: `/?${from}#contact` };
}
