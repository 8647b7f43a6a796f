import { Feed } from 'feed';
import { BRAND_NAME } from '@/lib/constants';
import { blogStrings } from '@/lib/blog/i18n';
import { marketFeedPath } from '@/lib/blog/paths';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';

export interface FeedArticle {
  slug: string;
  title: string;
  summary: string | null;
  published_at: string;
  featured_image_url: string | null;
  blog_categories: { name: string } | null;
  website_admins: { name: string } | null;
}

/** RSS 2.0 for a market: absolute links, newest first (the caller passes the newest 20). */
export function buildMarketFeed(
  market: MarketCode,
  articles: readonly FeedArticle[],
  toUrl: (path: string) => string,
): string {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const newest = articles[0]?.published_at;
  const feed = new Feed({
    id: toUrl(m.basePath),
    title: m.feedTitle,
    description: t.feedDescription,
    link: toUrl(m.basePath),
    language: m.locale,
    copyright: `© ${BRAND_NAME}`,
    updated: newest ? new Date(newest) : undefined,
    feedLinks: { rss: toUrl(marketFeedPath(market)) },
    generator: BRAND_NAME,
  });
  for (const a of articles) {
    const link = toUrl(articlePath(market, a.slug));
    feed.addItem({
      id: link,
      link,
      title: a.title,
      description: a.summary ?? undefined,
      date: new Date(a.published_at),
      author: a.website_admins ? [{ name: a.website_admins.name }] : undefined,
      category: a.blog_categories ? [{ name: a.blog_categories.name }] : undefined,
      image: a.featured_image_url ? toUrl(a.featured_image_url) : undefined,
    });
  }
  return feed.rss2();
}
