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
  sitemap: 'blog:sitemap',
  categories: 'blog:categories',
} as const;

/** Seconds a cached blog page or answer may be served before it is regenerated in the background. */
export const BLOG_REVALIDATE_SECONDS = 60;

/** Cache-Control for public blog answers: shared caches keep them briefly and may serve stale while refreshing. */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${BLOG_REVALIDATE_SECONDS}, stale-while-revalidate=600`;
