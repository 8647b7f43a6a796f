import { FEED_ITEM_COUNT } from '@/lib/constants/blog';
import { PUBLIC_CACHE_CONTROL } from '@/lib/blog/cache-tags';
import { buildMarketFeed } from '@/lib/blog/feed';
import { getMarket, type MarketCode } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import { getMarketArticles } from '@/lib/server/articles';
import { findImageFacts } from '@/lib/server/media';

/** GET {market base}/rss.xml — the market's newest 20 public articles as RSS 2.0. */
export async function feedResponse(market: MarketCode): Promise<Response> {
  const articles = await getMarketArticles(market, getMarket(market).language, FEED_ITEM_COUNT);
  const images = await findImageFacts(articles.map((a) => a.featured_image_url));
  return new Response(buildMarketFeed(market, articles, absoluteUrl, images), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
