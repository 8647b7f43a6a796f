import 'server-only';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { articleSearchText, blogArticles } from '@/lib/server/db/schema';
import type { AdminArticleData } from '@/lib/admin/article-types';
import type { ArticleStatus } from '@/lib/constants';
import type { Language, MarketCode } from '@/lib/markets';
import {
  iso,
  locationColumns,
  selectRecords,
  toRecord,
  type ArticleLocation,
  type ArticleRecord,
  type ArticleRow,
  type NewArticleRow,
} from './article-records';
import { likeContains } from './like-pattern';

/* The admin's reads and writes of articles (any status). */

/** SPEC 3 'Article in the admin': the shape the portal reads (lib/admin/article-types.ts). */
export type AdminArticle = AdminArticleData;

export function toAdminArticle(r: ArticleRecord): AdminArticle {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    content: r.content,
    category_id: r.categoryId,
    status: r.status,
    featured_image_url: r.featuredImageUrl,
    featured_image_alt: r.featuredImageAlt,
    meta_title: r.metaTitle,
    meta_description: r.metaDescription,
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

/** Every article (any status) sharing a translation key: their pages link to each other. */
export async function listGroupLocations(db: DbOrTx, translationKeyId: string): Promise<ArticleLocation[]> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(eq(blogArticles.translationKeyId, translationKeyId));
  return rows;
}

export interface AdminListFilters {
  page: number;
  limit: number;
  search?: string;
  status?: ArticleStatus;
  categoryId?: string;
  market?: MarketCode;
  language?: Language;
}

/** The list's two queries (a page and the total), built but not run: tests EXPLAIN them. */
export function adminListQueries(db: DbOrTx, f: AdminListFilters) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(blogArticles.status, f.status));
  if (f.categoryId) conditions.push(eq(blogArticles.categoryId, f.categoryId));
  if (f.market) conditions.push(eq(blogArticles.market, f.market));
  if (f.language) conditions.push(eq(blogArticles.language, f.language));
  if (f.search) {
    // The index's own expression, so blog_articles_search_trgm_idx serves it; %, _ and \ stay literal.
    conditions.push(ilike(articleSearchText(blogArticles), likeContains(f.search)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const newestFirst = [desc(blogArticles.updatedAt), desc(blogArticles.id)];
  // The page's ids first, then the joins for those rows only: a late page skips its offset in the
  // order index instead of joining every row before it.
  const pageIds = db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return {
    page: selectRecords(db)
      .where(inArray(blogArticles.id, pageIds))
      .orderBy(...newestFirst),
    total: db.select({ n: count() }).from(blogArticles).where(where),
  };
}

export async function listAdminArticles(
  db: DbOrTx,
  f: AdminListFilters,
): Promise<{ records: ArticleRecord[]; total: number }> {
  const q = adminListQueries(db, f);
  const [rows, totals] = await Promise.all([q.page, q.total]);
  return { records: rows.map(toRecord), total: Number(totals[0]?.n ?? 0) };
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
const nextVersion = sql`greatest(date_trunc('milliseconds', now()), ${updatedAtMs} + interval '1 millisecond')`;

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

export async function deleteArticleRow(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
  const rows = await db.delete(blogArticles).where(eq(blogArticles.id, id)).returning();
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
      ),
    )
    .limit(2);
  return rows.some((r) => r.id !== q.exceptId);
}
