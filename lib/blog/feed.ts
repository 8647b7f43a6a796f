import { Feed } from 'feed';
import { BRAND_NAME } from '@/lib/constants/site';
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

// Characters XML 1.0 cannot hold at all (C0 controls but tab/newline/return, lone surrogates, U+FFFE/F).
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text made safe for the feed library. It writes titles and summaries as CDATA, and its XML writer
 * (xml-js) splits only the FIRST ']]>' of a CDATA section; a second one would end the section early
 * and break the feed. So every ']]>' after the first is split here the same way
 * (']]]]><![CDATA[>', which reads back as ']]>'), leaving the first to the library. The feed tests
 * parse the result as XML and compare the exact text, so a library change that splits all of them
 * would be caught.
 */
function feedText(value: string): string {
  const clean = value.replace(XML_INVALID, '');
  const first = clean.indexOf(']]>');
  if (first === -1) return clean;
  const head = clean.slice(0, first + 3);
  return head + clean.slice(first + 3).replaceAll(']]>', ']]]]><![CDATA[>');
}

/** What an enclosure declares of a featured image: its real byte length and content type. */
export interface FeedImage {
  size: number;
  contentType: string;
}

/**
 * RSS 2.0 for a market (via the `feed` library): absolute links, newest first (the caller passes the
 * newest 20). A featured image becomes an enclosure only when `images` knows its length and type (the
 * library would otherwise write length="0" and a type guessed from the extension, e.g. image/jpg).
 */
export function buildMarketFeed(
  market: MarketCode,
  articles: readonly FeedArticle[],
  toUrl: (path: string) => string,
  images: ReadonlyMap<string, FeedImage> = new Map(),
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
      title: feedText(a.title),
      description: a.summary ? feedText(a.summary) : undefined,
      date: new Date(a.published_at),
      // RSS 2.0's <author> must be an e-mail address, and admins' addresses are not published; the
      // author's name is on the article page.
      category: a.blog_categories ? [{ name: a.blog_categories.name.replace(XML_INVALID, '') }] : undefined,
      image: enclosure(a.featured_image_url, images, toUrl),
    });
  }
  return feed.rss2();
}

function enclosure(
  url: string | null,
  images: ReadonlyMap<string, FeedImage>,
  toUrl: (path: string) => string,
): { url: string; length: number; type: string } | undefined {
  const image = url ? images.get(url) : undefined;
  if (!url || !image) return undefined;
  return { url: /^https?:/i.test(url) ? url : toUrl(url), length: image.size, type: image.contentType };
}
