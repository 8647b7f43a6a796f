import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { articleSearchText, blogArticles } from '@/lib/server/db/schema';
import type { AdminArticleData, AdminArticleListItem } from '@/lib/admin/article-types';
import {
  ADMIN_LIST_COUNT_CAP,
  type AdminListOrder,
  type AdminListSort,
  type ArticleListStatus,
} from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';
import {
  iso,
  locationColumns,
  notTrashed,
  selectSummaryRecords,
  toRecord,
  type ArticleLocation,
  type ArticleRecord,
  type ArticleSummaryRecord,
  type ArticleRow,
  type NewArticleRow,
} from './article-records';
import { likeContains } from '@/lib/server/db/like-pattern';

/* The admin's reads and writes of articles (any status). */

/** spec.md "Admin article": the shape the portal reads (lib/admin/article-types.ts). */
export type AdminArticle = AdminArticleData;

/** The list's form of an article: everything but the body. */
export function toAdminListItem(r: ArticleSummaryRecord): AdminArticleListItem {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    category_id: r.categoryId,
    status: r.status,
    featured_image_url: r.featuredImageUrl,
    featured_image_alt: r.featuredImageAlt,
    meta_title: r.metaTitle,
    meta_description: r.metaDescription,
    canonical_url: r.canonicalUrl,
    read_time_minutes: r.readTimeMinutes,
    published_at: r.publishedAt ? iso(r.publishedAt) : null,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    market: r.market,
    language: r.language,
    translation_key_id: r.translationKeyId,
    is_translation: r.isTranslation,
    base_article_id: r.baseArticleId,
    blog_categories: r.category,
    website_admins: r.author,
  };
}

export function toAdminArticle(r: ArticleRecord): AdminArticle {
  return { ...toAdminListItem(r), content: r.content };
}

/** Every article (any status) sharing a translation key: their pages link to each other. */
export async function listGroupLocations(db: DbOrTx, translationKeyId: string): Promise<ArticleLocation[]> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.translationKeyId, translationKeyId), notTrashed()));
  return rows;
}

export interface AdminListFilters {
  page: number;
  limit: number;
  search?: string;
  status?: ArticleListStatus;
  categoryId?: string;
  market?: MarketCode;
  language?: Language;
  /** What "scheduled" is measured against (tests move it); the time of the call by default. */
  now?: Date;
  sort?: AdminListSort;
  order?: AdminListOrder;
}

const SORT_COLUMNS = {
  updated: blogArticles.updatedAt,
  published: blogArticles.publishedAt,
  title: blogArticles.title,
} as const;

/**
 * The page's order, the id breaking ties so pages never overlap. Each order is one index read forwards
 * or backwards (docs/adr/0085); Postgres's own null placement is kept (undated drafts last when
 * ascending, first when descending) because forcing another would stop the backward scan.
 */
function listOrder(sort: AdminListSort = 'updated', order: AdminListOrder = 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return [dir(SORT_COLUMNS[sort]), dir(blogArticles.id)];
}

/**
 * The list's two queries, built but not run (tests EXPLAIN them): a page of `limit + 1` rows (the
 * extra one says whether a next page exists) and a count that stops after ADMIN_LIST_COUNT_CAP + 1
 * matches, so counting never costs more than a page (an exact count rechecked every matching row:
 * 110 ms for a common word at 100,000 articles). docs/adr/0056.
 */
export function adminListQueries(db: DbOrTx, f: AdminListFilters) {
  const conditions: SQL[] = [notTrashed()];
  if (f.status === 'scheduled') {
    // Published, its time still to come: exactly what the public reads hide (isPublic) among published rows.
    conditions.push(eq(blogArticles.status, 'published'), gt(blogArticles.publishedAt, f.now ?? new Date()));
  } else if (f.status) conditions.push(eq(blogArticles.status, f.status));
  if (f.categoryId) conditions.push(eq(blogArticles.categoryId, f.categoryId));
  if (f.market) conditions.push(eq(blogArticles.market, f.market));
  if (f.language) conditions.push(eq(blogArticles.language, f.language));
  if (f.search) {
    // The index's own expression, so blog_articles_search_trgm_idx serves it; %, _ and \ stay literal.
    conditions.push(ilike(articleSearchText(blogArticles), likeContains(f.search)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const ordering = listOrder(f.sort, f.order);
  // The page's ids first, then the joins for those rows only: a late page skips its offset in the
  // order index instead of joining every row before it.
  const pageIds = db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(where)
    .orderBy(...ordering)
    .limit(f.limit + 1)
    .offset((f.page - 1) * f.limit);
  const capped = db
    .select({ one: sql`1` })
    .from(blogArticles)
    .where(where)
    .limit(ADMIN_LIST_COUNT_CAP + 1)
    .as('capped');
  return {
    page: selectSummaryRecords(db)
      .where(inArray(blogArticles.id, pageIds))
      .orderBy(...ordering),
    total: db.select({ n: count() }).from(capped),
  };
}

export async function listAdminArticles(
  db: DbOrTx,
  f: AdminListFilters,
): Promise<{ records: ArticleSummaryRecord[]; total: number; totalExact: boolean; hasMore: boolean }> {
  const q = adminListQueries(db, f);
  const [rows, totals] = await Promise.all([q.page, q.total]);
  const counted = Number(totals[0]?.n ?? 0);
  return {
    records: rows.slice(0, f.limit).map(toRecord),
    total: Math.min(counted, ADMIN_LIST_COUNT_CAP),
    totalExact: counted <= ADMIN_LIST_COUNT_CAP,
    hasMore: rows.length > f.limit,
  };
}

export async function insertArticle(db: DbOrTx, values: NewArticleRow): Promise<ArticleRow> {
  const rows = await db.insert(blogArticles).values(values).returning();
  if (!rows[0]) throw new Error('insert into blog_articles returned no row');
  return rows[0];
}

/*
 * `updated_at` is the article's version for optimistic locking. Editors hold it as a JS Date (ms), the
 * column holds µs: versions are compared at ms precision, and every update stores a ms value strictly
 * later than the previous one, so two saves within one millisecond still make two versions.
 */
const updatedAtMs = sql`date_trunc('milliseconds', ${blogArticles.updatedAt})`;
export const nextVersion = sql`greatest(date_trunc('milliseconds', now()), ${updatedAtMs} + interval '1 millisecond')`;

/** Whether the row's version is still `version` (ms precision; see above). */
const hasVersion = (version: string): SQL => sql`${updatedAtMs} = ${version}::timestamptz`;

/**
 * Updates the row and bumps its version. With `expectedVersion` (an ISO time), only if the row is still
 * at that version: one conditional UPDATE, so of two racing saves of one version only the first writes.
 * Undefined when no row matched.
 */
export async function updateArticleRow(
  db: DbOrTx,
  id: string,
  values: Omit<Partial<NewArticleRow>, 'updatedAt'>,
  expectedVersion?: string,
): Promise<ArticleRow | undefined> {
  const rows = await db
    .update(blogArticles)
    .set({ ...values, updatedAt: nextVersion })
    .where(and(eq(blogArticles.id, id), expectedVersion ? hasVersion(expectedVersion) : undefined))
    .returning();
  return rows[0];
}

export async function slugTaken(
  db: DbOrTx,
  q: { market: MarketCode; language: Language; slug: string; exceptId?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.market, q.market),
        eq(blogArticles.language, q.language),
        eq(blogArticles.slug, q.slug),
        // A trashed article keeps its slug but does not hold it (the unique index is partial too).
        notTrashed(),
      ),
    )
    .limit(2);
  return rows.some((r) => r.id !== q.exceptId);
}
