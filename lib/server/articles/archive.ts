import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { BLOG_DATA_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/blog/cache-tags';
import type { ArticleCardData } from '@/lib/blog/article-card';
import { BLOG_LIST_LIMIT } from '@/lib/constants/blog';
import { getMarket, type Language, type MarketCode } from '@/lib/markets';
import { categoryNameIn, type CategoryNames } from '@/lib/server/categories';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import { iso, selectSummaryRecords, toRecord } from './article-records';
import { isPublic } from './public-articles';
import { getPublicCategories } from './public-blog';

/*
 * A market's archive: its index and each category's page, paginated (docs/adr/0057). Cards only (no
 * bodies: nothing to sanitize), cached under the market's list tag, which every article write of the
 * market expires, so the ISR pages that read them expire with them.
 */

export interface ArchivePage {
  articles: ArticleCardData[];
  page: number;
  /** At least 1: an empty archive is one empty page. */
  totalPages: number;
  category: { slug: string; name: string } | null;
}

interface ArchiveQuery {
  market: MarketCode;
  language: Language;
  categoryId?: string;
  now: Date;
}

function archiveWhere(q: ArchiveQuery) {
  const conditions: SQL[] = [
    eq(blogArticles.market, q.market),
    eq(blogArticles.language, q.language),
    isPublic(q.now),
  ];
  if (q.categoryId) conditions.push(eq(blogArticles.categoryId, q.categoryId));
  return and(...conditions);
}

async function countArchive(db: DbOrTx, q: ArchiveQuery): Promise<number> {
  const rows = await db.select({ n: count() }).from(blogArticles).where(archiveWhere(q));
  return Number(rows[0]?.n ?? 0);
}

async function readArchivePage(db: DbOrTx, q: ArchiveQuery & { page: number }): Promise<ArticleCardData[]> {
  const where = archiveWhere(q);
  const newestFirst = [desc(blogArticles.publishedAt), desc(blogArticles.createdAt), desc(blogArticles.id)];
  // The page's ids first (on the public list index), then the joins for those rows only.
  const ids = db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(BLOG_LIST_LIMIT)
    .offset((q.page - 1) * BLOG_LIST_LIMIT);
  const rows = await selectSummaryRecords(db)
    .where(inArray(blogArticles.id, ids))
    .orderBy(...newestFirst);
  return rows.map(toRecord).map((r) => ({
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    featured_image_url: r.featuredImageUrl,
    published_at: iso(r.publishedAt ?? r.createdAt),
    read_time_minutes: r.readTimeMinutes,
    blog_categories: r.category,
    website_admins: r.author,
  }));
}

/**
 * Page `page` of the market's index, or of one of its categories (by slug); null when there is no such
 * page (an unknown category, or a page past the last): the page answers 404.
 */
export async function getArchivePage(
  db: Db,
  q: { market: MarketCode; language: Language; page: number; categorySlug?: string },
): Promise<ArchivePage | null> {
  let category: (CategoryNames & { id: string; slug: string }) | null = null;
  if (q.categorySlug !== undefined) {
    category = (await getPublicCategories(db)).find((c) => c.slug === q.categorySlug) ?? null;
    if (!category) return null;
  }
  const options = {
    tags: [CACHE_TAGS.all, CACHE_TAGS.list(q.market, q.language)],
    revalidate: BLOG_DATA_REVALIDATE_SECONDS,
  };
  const keyOf = [q.market, q.language, category?.id ?? ''];
  const base = { market: q.market, language: q.language, categoryId: category?.id };
  const total = await unstable_cache(
    () => countArchive(db, { ...base, now: new Date() }),
    ['blog-archive-count', ...keyOf],
    options,
  )();
  const totalPages = Math.max(1, Math.ceil(total / BLOG_LIST_LIMIT));
  // Checked before the page is read: a made-up page number leaves no cache entry behind.
  if (q.page > totalPages) return null;
  const articles = await unstable_cache(
    () => readArchivePage(db, { ...base, page: q.page, now: new Date() }),
    ['blog-archive-page', ...keyOf, String(q.page)],
    options,
  )();
  return {
    articles,
    page: q.page,
    totalPages,
    category: category ? { slug: category.slug, name: categoryNameIn(q.language, category) } : null,
  };
}

/**
 * The categories a market's archive links to: those with at least one public article in the market,
 * named in its language and sorted in that language's order. A category with nothing in the market would
 * lead its readers to an empty page.
 */
export async function getMarketCategories(
  db: Db,
  q: { market: MarketCode; language: Language },
): Promise<{ slug: string; name: string }[]> {
  const used = await unstable_cache(
    async () => {
      const rows = await db
        .selectDistinct({ id: blogArticles.categoryId })
        .from(blogArticles)
        .where(and(archiveWhere({ ...q, now: new Date() }), isNotNull(blogArticles.categoryId)));
      return rows.map((r) => r.id);
    },
    ['blog-archive-categories', q.market, q.language],
    {
      tags: [CACHE_TAGS.all, CACHE_TAGS.list(q.market, q.language)],
      revalidate: BLOG_DATA_REVALIDATE_SECONDS,
    },
  )();
  const collator = new Intl.Collator(getMarket(q.market).locale);
  return (await getPublicCategories(db))
    .filter((c) => used.includes(c.id))
    .map((c) => ({ slug: c.slug, name: categoryNameIn(q.language, c) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
