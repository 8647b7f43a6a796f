import { CACHE_TAGS } from '@/lib/blog/cache-tags';
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
  /**
   * A category was created, renamed, recoloured or deleted: its name and colour show on cards, article
   * pages and feeds of every market, so the whole blog's cached data expires (CACHE_TAGS.all).
   */
  categories?: boolean;
}

/** What a content change expires, and how (docs/adr/0117). */
export interface AffectedContent {
  /**
   * The article pages themselves (every language version, old slug included) and their data: the next
   * request renders them anew, so an editor who opens the article just saved sees it.
   */
  paths: string[];
  tags: string[];
  /**
   * What lists the articles (market indexes, feeds, the sitemap) and, for a category change, the whole
   * blog: marked stale, so readers keep getting the page they had while one request per path renders it
   * again (issue 40, point 4: a write never makes readers wait).
   */
  staleTags: string[];
}

/**
 * The pages and cache tags a content change touches: each article page (every language version,
 * old slug included), its market index and feed, and the sitemap; for a category change, the whole
 * blog. Nothing else.
 */
export function affectedContent(change: ContentChange): AffectedContent {
  const paths = new Set<string>();
  const tags = new Set<string>();
  const staleTags = new Set<string>();
  for (const a of change.articles) {
    paths.add(articlePath(a.market, a.slug));
    tags.add(CACHE_TAGS.article(a.market, a.language, a.slug));
    staleTags.add(CACHE_TAGS.list(a.market, a.language));
    staleTags.add(CACHE_TAGS.sitemapMarket(a.market));
  }
  if (change.articles.length > 0) staleTags.add(CACHE_TAGS.sitemap);
  if (change.categories) {
    staleTags.add(CACHE_TAGS.all);
    staleTags.add(CACHE_TAGS.categories);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return { paths: sorted(paths), tags: sorted(tags), staleTags: sorted(staleTags) };
}
