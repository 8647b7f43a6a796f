import type { Language, MarketCode } from '@/lib/markets';

/**
 * Tags on cached blog data. Fine-grained, so an article write revalidates exactly what it touched;
 * `all` sits on every entry, so a change that reaches everywhere (a category's name or colour, once
 * categories can be edited) expires the whole blog with revalidateTag(CACHE_TAGS.all, 'max').
 */
export const CACHE_TAGS = {
  all: 'blog',
  list: (market: MarketCode, language: Language) => `blog:list:${market}:${language}`,
  article: (market: MarketCode, language: Language, slug: string) =>
    `blog:article:${market}:${language}:${slug}`,
  /** The sitemap index and pages.xml: every article write changes a file's lastmod there. */
  sitemap: 'blog:sitemap',
  /** A market's article files of the sitemap: only writes in that market (or to a language version in it) rebuild them. */
  sitemapMarket: (market: MarketCode) => `blog:sitemap:${market}`,
  categories: 'blog:categories',
} as const;

/** Seconds a cached blog page or answer may be served before it is regenerated in the background. */
const BLOG_REVALIDATE_SECONDS = 60;

/**
 * Seconds a cached blog read (Next's data cache) stays fresh: half a page's, so a page regenerated after
 * its 60 s reads data at most 30 s old, and a scheduled article is public at most 60 + 30 s after its
 * time (plus the one request that triggers the regeneration), not 2 × 60 s (docs/adr/0082).
 */
export const BLOG_DATA_REVALIDATE_SECONDS = BLOG_REVALIDATE_SECONDS / 2;

/** Cache-Control for public blog answers: shared caches keep them briefly and may serve stale while refreshing. */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${BLOG_REVALIDATE_SECONDS}, stale-while-revalidate=600`;
