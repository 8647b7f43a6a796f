import { FEED_ITEM_COUNT } from '@/lib/constants/blog';
import { PUBLIC_CACHE_CONTROL } from '@/lib/blog/cache-tags';
import { buildMarketFeed } from '@/lib/blog/feed';
import { getMarket, type MarketCode } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import { getMarketArticles } from '@/lib/server/articles';
import { LastGood } from '@/lib/server/cache/last-good';
import { findImageFacts } from '@/lib/server/media';

// During a database outage a feed answers the last one this instance built (issue 34), not a 5xx.
const lastFeeds = new LastGood<string>();

async function buildFeed(market: MarketCode): Promise<string> {
  const articles = await getMarketArticles(market, getMarket(market).language, FEED_ITEM_COUNT);
  const images = await findImageFacts(articles.map((a) => a.featured_image_url));
  return buildMarketFeed(market, articles, absoluteUrl, images);
}

/** GET {market base}/rss.xml — the market's newest 20 public articles as RSS 2.0. */
export async function feedResponse(market: MarketCode): Promise<Response> {
  const xml = await lastFeeds.get(market, () => buildFeed(market));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
