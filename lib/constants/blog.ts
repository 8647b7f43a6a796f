/** Public blog: list sizes, reading time, feeds. One source of truth: import from here, never repeat a value. */
/** Articles on a market's index, and on each archive page (/page/2 onwards, category pages). */
export const BLOG_LIST_LIMIT = 20;
export const BLOG_LIST_MAX_LIMIT = 100;
/**
 * The only `limit`s GET /api/blog/articles/market/{market} takes (spec.md section 7 documents
 * `limit=20`; the site's lists and feeds read 20): each limit is a cache entry per market and language,
 * so any other value is a 400, never a new entry (docs/adr/0096).
 */
export const PUBLIC_LIST_LIMITS: readonly number[] = [BLOG_LIST_LIMIT];
export const DEFAULT_READ_TIME_MINUTES = 5;
export const READING_WORDS_PER_MINUTE = 200;
export const BLOG_CARD_STAGGER_S = 0.1;
export const FEED_ITEM_COUNT = 20;
/**
 * Article URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; 10,000 keeps a file near
 * 4 MB (hreflang alternates included), so a rebuild stays short and a cached file is sent fast (docs/adr/0055).
 */
export const SITEMAP_FILE_MAX_URLS = 10_000;
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;
export const SITEMAP_PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;
