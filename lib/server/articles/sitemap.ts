import 'server-only';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { BLOG_DATA_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/blog/cache-tags';
import {
  articleAlternates,
  categoryPath,
  indexAlternates,
  sitemapFilePath,
  type LanguageVersion,
} from '@/lib/blog/paths';
import { MARKETING_PAGES } from '@/lib/blog/public-pages';
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from '@/lib/blog/sitemap-xml';
import { SITEMAP_FILE_MAX_URLS } from '@/lib/constants/blog';
import { articlePath, getMarket, MARKETS, type MarketCode } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories } from '@/lib/server/db/schema';
import { isPublic } from './public-articles';

/*
 * The sitemap index and its files (docs/adr/0055). Each market's public articles, oldest first, are cut
 * into files of `maxUrls` (so a new article lands in the market's last file and the others stay as they
 * were); pages.xml holds the marketing pages, the market indexes and their category pages. The index and
 * pages.xml are tagged CACHE_TAGS.sitemap, which every article write expires; a market's files are tagged
 * CACHE_TAGS.sitemapMarket, which only writes touching that market expire (lib/blog/affected-content.ts):
 * at 100,000 articles a file takes seconds to build, so an edit in one market leaves the others' files
 * alone. The route (app/sitemaps/[file]) keeps each file's XML as ISR, rebuilt by one request at a time.
 */

/** Which file of the sitemap: its index, pages.xml, or a market's n-th (1-based) file of articles. */
export type SitemapFile =
  { kind: 'index' } | { kind: 'pages' } | { kind: 'articles'; market: MarketCode; chunk: number };

const revalidate = BLOG_DATA_REVALIDATE_SECONDS;
const summaryTags = [CACHE_TAGS.all, CACHE_TAGS.sitemap];

/** A market's pages show the articles in its own language only (lookupArticle): the same ones here. */
function inItsMarketLanguage() {
  return or(
    ...MARKETS.map((m) => and(eq(blogArticles.market, m.code), eq(blogArticles.language, m.language))),
  );
}

const lastModified = sql`greatest(${blogArticles.updatedAt}, ${blogArticles.publishedAt})`;

interface SitemapSummary {
  /** Per market, the last modification of each of its files (index = chunk - 1). */
  chunks: Partial<Record<MarketCode, string[]>>;
  /** Per market, its categories with public articles and their last modification. */
  categories: Partial<Record<MarketCode, { slug: string; lastmod: string }[]>>;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** What the index and pages.xml need: one pass over the public articles, numbered per market. */
async function readSummary(db: DbOrTx, maxUrls: number, now: Date): Promise<SitemapSummary> {
  const numbered = db
    .select({
      market: blogArticles.market,
      chunk:
        sql<number>`(row_number() over (partition by ${blogArticles.market} order by ${blogArticles.publishedAt}, ${blogArticles.id}) - 1) / ${maxUrls}`.as(
          'chunk',
        ),
      lastmod: sql<number>`extract(epoch from ${lastModified}) * 1000`.as('lastmod'),
    })
    .from(blogArticles)
    .where(and(isPublic(now), inItsMarketLanguage()))
    .as('numbered');
  const chunkRows = await db
    .select({
      market: numbered.market,
      chunk: sql<number>`${numbered.chunk}`.mapWith(Number),
      lastmod: sql<number>`max(${numbered.lastmod})`.mapWith(Number),
    })
    .from(numbered)
    .groupBy(numbered.market, numbered.chunk)
    .orderBy(numbered.market, numbered.chunk);
  const categoryRows = await db
    .select({
      market: blogArticles.market,
      slug: blogCategories.slug,
      lastmod: sql<number>`max(extract(epoch from ${lastModified}) * 1000)`.mapWith(Number),
    })
    .from(blogArticles)
    .innerJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .where(and(isPublic(now), inItsMarketLanguage(), isNotNull(blogArticles.categoryId)))
    .groupBy(blogArticles.market, blogCategories.slug)
    .orderBy(blogArticles.market, blogCategories.slug);
  const summary: SitemapSummary = { chunks: {}, categories: {} };
  for (const r of chunkRows) (summary.chunks[r.market] ??= [])[r.chunk] = iso(r.lastmod);
  for (const r of categoryRows)
    (summary.categories[r.market] ??= []).push({ slug: r.slug, lastmod: iso(r.lastmod) });
  return summary;
}

function getSummary(db: Db, maxUrls: number): Promise<SitemapSummary> {
  return unstable_cache(
    () => readSummary(db, maxUrls, new Date()),
    ['blog-sitemap-summary', String(maxUrls)],
    { tags: summaryTags, revalidate },
  )();
}

interface ChunkArticle {
  slug: string;
  lastmod: string;
  versions: LanguageVersion[];
}

/** The market's `chunk`-th file of public articles, oldest first, each with its public language versions. */
async function readChunk(
  db: DbOrTx,
  market: MarketCode,
  chunk: number,
  maxUrls: number,
  now: Date,
): Promise<ChunkArticle[]> {
  const where = and(
    eq(blogArticles.market, market),
    eq(blogArticles.language, getMarket(market).language),
    isPublic(now),
  );
  const order = [asc(blogArticles.publishedAt), asc(blogArticles.id)];
  const offset = (chunk - 1) * maxUrls;
  const rows = await db
    .select({
      slug: blogArticles.slug,
      lastmod: sql<number>`extract(epoch from ${lastModified}) * 1000`.mapWith(Number),
      translationKeyId: blogArticles.translationKeyId,
    })
    .from(blogArticles)
    .where(where)
    .orderBy(...order)
    .limit(maxUrls)
    .offset(offset);
  // The same rows' translation keys, as a subquery: no list of ids sent back to the database.
  const keys = db
    .select({ key: blogArticles.translationKeyId })
    .from(blogArticles)
    .where(where)
    .orderBy(...order)
    .limit(maxUrls)
    .offset(offset);
  const siblings = await db
    .select({
      translationKeyId: blogArticles.translationKeyId,
      market: blogArticles.market,
      language: blogArticles.language,
      slug: blogArticles.slug,
    })
    .from(blogArticles)
    .where(and(inArray(blogArticles.translationKeyId, keys), isPublic(now)));
  const groups = new Map<string, LanguageVersion[]>();
  for (const s of siblings) {
    if (!s.translationKeyId) continue;
    const list = groups.get(s.translationKeyId) ?? [];
    list.push({ market: s.market, language: s.language, slug: s.slug });
    groups.set(s.translationKeyId, list);
  }
  const language = getMarket(market).language;
  return rows.map((r) => ({
    slug: r.slug,
    lastmod: iso(r.lastmod),
    versions: (r.translationKeyId && groups.get(r.translationKeyId)) || [{ market, language, slug: r.slug }],
  }));
}

function getChunk(db: Db, market: MarketCode, chunk: number, maxUrls: number): Promise<ChunkArticle[]> {
  // Over 2 MB of rows the data cache declines the entry (the route's ISR entry still keeps the XML);
  // the tags reach that entry either way.
  return unstable_cache(
    () => readChunk(db, market, chunk, maxUrls, new Date()),
    ['blog-sitemap-chunk', market, String(chunk), String(maxUrls)],
    { tags: [CACHE_TAGS.all, CACHE_TAGS.sitemapMarket(market)], revalidate },
  )();
}

const latest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a), '');
const marketingLatest = latest(MARKETING_PAGES.map((p) => new Date(p.lastModified).toISOString()));

function pagesXml(summary: SitemapSummary): string {
  const urls: SitemapUrl[] = MARKETING_PAGES.map((p) => ({
    loc: absoluteUrl(p.path),
    lastmod: p.lastModified,
    changefreq: 'weekly',
    priority: p.priority,
  }));
  for (const m of MARKETS) {
    urls.push({
      loc: absoluteUrl(m.basePath),
      // An index without articles shows only the site's own words: their date.
      lastmod: latest(summary.chunks[m.code] ?? []) || marketingLatest,
      changefreq: 'daily',
      priority: 0.8,
      alternates: indexAlternates(absoluteUrl),
    });
    for (const c of summary.categories[m.code] ?? []) {
      urls.push({
        loc: absoluteUrl(categoryPath(m.code, c.slug)),
        lastmod: c.lastmod,
        changefreq: 'daily',
        priority: 0.6,
      });
    }
  }
  return urlsetXml(urls);
}

function indexXml(summary: SitemapSummary): string {
  const allChunks = MARKETS.flatMap((m) => summary.chunks[m.code] ?? []);
  const files = [
    { loc: absoluteUrl(sitemapFilePath('pages')), lastmod: latest([marketingLatest, ...allChunks]) },
  ];
  for (const m of MARKETS) {
    (summary.chunks[m.code] ?? []).forEach((lastmod, i) =>
      files.push({ loc: absoluteUrl(sitemapFilePath({ market: m.code, chunk: i + 1 })), lastmod }),
    );
  }
  return sitemapIndexXml(files);
}

/**
 * The XML of one sitemap file, or null when there is no such file (a chunk past the market's last).
 * `maxUrls`: article URLs per file (tests pass a small one to see the split).
 */
export async function getSitemapXml(
  db: Db,
  file: SitemapFile,
  maxUrls: number = SITEMAP_FILE_MAX_URLS,
): Promise<string | null> {
  if (file.kind === 'index') return indexXml(await getSummary(db, maxUrls));
  if (file.kind === 'pages') return pagesXml(await getSummary(db, maxUrls));
  const articles = await getChunk(db, file.market, file.chunk, maxUrls);
  if (articles.length === 0) return null;
  return urlsetXml(
    articles.map((a) => ({
      loc: absoluteUrl(articlePath(file.market, a.slug)),
      lastmod: a.lastmod,
      changefreq: 'monthly',
      priority: 0.7,
      alternates: articleAlternates(a.versions, absoluteUrl),
    })),
  );
}
