import { CACHE_TAGS } from '@/lib/blog/cache-tags';
import { marketFeedPath, marketIndexPath } from '@/lib/blog/paths';
import { articlePath, type Language, type MarketCode } from '@/lib/markets';

export interface ContentRef {
  market: MarketCode;
  language: Language;
  slug: string;
}

export interface ContentChange {
  /**
   * Every place the change is visible: the article before and after, and its other language
   * versions (whose hreflang links change with it), so each one's own tag and path expire.
   */
  articles: readonly ContentRef[];
}

/**
 * The pages and cache tags a content change touches: each article page (every language version,
 * old slug included), its market index and feed, and the sitemap. Nothing else.
 */
export function affectedContent(change: ContentChange): { paths: string[]; tags: string[] } {
  const paths = new Set<string>();
  const tags = new Set<string>();
  for (const a of change.articles) {
    paths.add(articlePath(a.market, a.slug));
    paths.add(marketIndexPath(a.market));
    paths.add(marketFeedPath(a.market));
    tags.add(CACHE_TAGS.article(a.market, a.language, a.slug));
    tags.add(CACHE_TAGS.list(a.market, a.language));
  }
  if (change.articles.length > 0) {
    paths.add('/sitemap.xml');
    tags.add(CACHE_TAGS.sitemap);
  }
  return { paths: [...paths].sort(), tags: [...tags].sort() };
}
