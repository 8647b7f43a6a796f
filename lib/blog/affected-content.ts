import { CACHE_TAGS } from '@/lib/blog/cache-tags';
import { marketFeedPath, marketIndexPath } from '@/lib/blog/paths';
import { articlePath, MARKETS, type Language, type MarketCode } from '@/lib/markets';

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
  /**
   * A category was created, renamed, recoloured or deleted: its name and colour show on cards, article
   * pages and feeds of every market, so the whole blog's cached data expires (CACHE_TAGS.all).
   */
  categories?: boolean;
}

/**
 * The pages and cache tags a content change touches: each article page (every language version,
 * old slug included), its market index and feed, and the sitemap; for a category change, the whole
 * blog. Nothing else.
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
    tags.add(CACHE_TAGS.sitemapMarket(a.market));
  }
  if (change.articles.length > 0) {
    paths.add('/sitemap.xml');
    tags.add(CACHE_TAGS.sitemap);
  }
  if (change.categories) {
    tags.add(CACHE_TAGS.all);
    tags.add(CACHE_TAGS.categories);
    for (const m of MARKETS) {
      paths.add(marketIndexPath(m.code));
      paths.add(marketFeedPath(m.code));
    }
  }
  return { paths: [...paths].sort(), tags: [...tags].sort() };
}
