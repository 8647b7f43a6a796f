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

// Characters XML 1.0 cannot hold at all (C0 controls but tab/newline/return, lone surrogates, U+FFFE/F).
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text escaped for an XML element or attribute. Escaping rather than CDATA: editors' titles and
 * summaries may hold anything, ']]>' included, and an escaped string cannot end its element early.
 */
export function xmlText(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | undefined, indent: string) =>
  value === undefined ? [] : [`${indent}<${name}>${xmlText(value)}</${name}>`];

/** RSS 2.0 for a market: absolute links, newest first (the caller passes the newest 20). */
export function buildMarketFeed(
  market: MarketCode,
  articles: readonly FeedArticle[],
  toUrl: (path: string) => string,
): string {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const newest = articles[0]?.published_at;
  const items = articles.flatMap((a) => {
    const link = toUrl(articlePath(market, a.slug));
    return [
      '    <item>',
      ...element('title', a.title, '      '),
      ...element('link', link, '      '),
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      ...element('pubDate', new Date(a.published_at).toUTCString(), '      '),
      ...element('description', a.summary ?? undefined, '      '),
      // RSS's own <author> must be an e-mail address; Dublin Core's creator takes a name.
      ...element('dc:creator', a.website_admins?.name, '      '),
      ...element('category', a.blog_categories?.name, '      '),
      ...(a.featured_image_url
        ? [`      <media:content url="${xmlText(toUrl(a.featured_image_url))}" medium="image"/>`]
        : []),
      '    </item>',
    ];
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    ...element('title', m.feedTitle, '    '),
    ...element('link', toUrl(m.basePath), '    '),
    ...element('description', t.feedDescription, '    '),
    ...element('language', m.locale, '    '),
    ...element('copyright', `© ${BRAND_NAME}`, '    '),
    ...element('generator', BRAND_NAME, '    '),
    ...element('lastBuildDate', newest ? new Date(newest).toUTCString() : undefined, '    '),
    `    <atom:link href="${xmlText(toUrl(marketFeedPath(market)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
