import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { articleSlugRedirects, blogArticles, blogCategories, websiteAdmins } from '@/lib/server/db/schema';
import type { ArticleStatus } from '@/lib/constants';
import type { Language, MarketCode } from '@/lib/markets';
import { sanitizeHtml } from '@/lib/sanitize-html';

export type ArticleRow = typeof blogArticles.$inferSelect;
export type NewArticleRow = typeof blogArticles.$inferInsert;

/** An article with its category and author, as every read returns it. */
export interface ArticleRecord extends ArticleRow {
  category: { name: string; color: string } | null;
  author: { name: string } | null;
}

/** SPEC 3 'Article as read from the public server'. */
export interface PublicArticle {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  content: string;
  featured_image_url: string | null;
  published_at: string;
  created_at: string;
  read_time_minutes: number | null;
  meta_title: string | null;
  meta_description: string | null;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
}

/** SPEC 3 'Article in the admin'. */
export interface AdminArticle {
  id: string;
  title: string;
  slug: string;
  summary: string | null;
  content: string;
  category_id: string | null;
  status: ArticleStatus;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  read_time_minutes: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  market: MarketCode;
  language: Language;
  translation_key_id: string | null;
  is_translation: boolean;
  base_article_id: string | null;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
}

const iso = (d: Date) => d.toISOString();

/**
 * The public form of an article, and the one place the public read path sanitizes the body: pages
 * and /api/blog both read it (through the data cache, so once per cache fill, not per render), and
 * a body stored before the sanitizer or written around the API still leaves here clean.
 */
export function toPublicArticle(r: ArticleRecord): PublicArticle {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    content: sanitizeHtml(r.content),
    featured_image_url: r.featuredImageUrl,
    // Only published articles are public, and those always have a date.
    published_at: iso(r.publishedAt ?? r.createdAt),
    created_at: iso(r.createdAt),
    read_time_minutes: r.readTimeMinutes,
    meta_title: r.metaTitle,
    meta_description: r.metaDescription,
    blog_categories: r.category,
    website_admins: r.author,
  };
}

export function toAdminArticle(r: ArticleRecord): AdminArticle {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    content: r.content,
    category_id: r.categoryId,
    status: r.status as ArticleStatus,
    featured_image_url: r.featuredImageUrl,
    meta_title: r.metaTitle,
    meta_description: r.metaDescription,
    read_time_minutes: r.readTimeMinutes,
    published_at: r.publishedAt ? iso(r.publishedAt) : null,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    market: r.market as MarketCode,
    language: r.language as Language,
    translation_key_id: r.translationKeyId,
    is_translation: r.isTranslation,
    base_article_id: r.baseArticleId,
    blog_categories: r.category,
    website_admins: r.author,
  };
}

function selectRecords(db: Db) {
  return db
    .select({
      article: blogArticles,
      categoryName: blogCategories.name,
      categoryColor: blogCategories.color,
      authorName: websiteAdmins.name,
    })
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, blogArticles.authorId));
}

type JoinedRow = {
  article: ArticleRow;
  categoryName: string | null;
  categoryColor: string | null;
  authorName: string | null;
};

function toRecord(r: JoinedRow): ArticleRecord {
  return {
    ...r.article,
    category: r.categoryName !== null ? { name: r.categoryName, color: r.categoryColor ?? '#3B82F6' } : null,
    author: r.authorName !== null ? { name: r.authorName } : null,
  };
}

/** Published, and its publication time has come (scheduled articles stay hidden until then). */
export function isPublic(now: Date): SQL {
  return and(
    eq(blogArticles.status, 'published'),
    isNotNull(blogArticles.publishedAt),
    lte(blogArticles.publishedAt, now),
  )!;
}

export async function listPublicArticles(
  db: Db,
  q: { market: MarketCode; language: Language; limit: number; now: Date },
): Promise<ArticleRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(blogArticles.market, q.market), eq(blogArticles.language, q.language), isPublic(q.now)))
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.createdAt))
    .limit(q.limit);
  return rows.map(toRecord);
}

export async function findPublicArticle(
  db: Db,
  q: { market: MarketCode; language: Language; slug: string; now: Date },
): Promise<ArticleRecord | undefined> {
  const rows = await selectRecords(db)
    .where(
      and(
        eq(blogArticles.market, q.market),
        eq(blogArticles.language, q.language),
        eq(blogArticles.slug, q.slug),
        isPublic(q.now),
      ),
    )
    .limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** The current slug of a public article that once had `oldSlug` in this market and language. */
export async function findRedirectTarget(
  db: Db,
  q: { market: MarketCode; language: Language; oldSlug: string; now: Date },
): Promise<string | undefined> {
  const rows = await db
    .select({ slug: blogArticles.slug })
    .from(articleSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, articleSlugRedirects.articleId))
    .where(
      and(
        eq(articleSlugRedirects.market, q.market),
        eq(articleSlugRedirects.language, q.language),
        eq(articleSlugRedirects.oldSlug, q.oldSlug),
        eq(blogArticles.market, q.market),
        eq(blogArticles.language, q.language),
        isPublic(q.now),
      ),
    )
    .limit(1);
  return rows[0]?.slug;
}

export interface ArticleLocation {
  id: string;
  market: MarketCode;
  language: Language;
  slug: string;
  updatedAt: Date;
  publishedAt: Date | null;
}

const locationColumns = {
  id: blogArticles.id,
  market: blogArticles.market,
  language: blogArticles.language,
  slug: blogArticles.slug,
  updatedAt: blogArticles.updatedAt,
  publishedAt: blogArticles.publishedAt,
};

/** Public language versions sharing a translation key (the article itself included). */
export async function listPublicVersions(
  db: Db,
  translationKeyId: string,
  now: Date,
): Promise<ArticleLocation[]> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.translationKeyId, translationKeyId), isPublic(now)))
    .orderBy(asc(blogArticles.createdAt));
  return rows as ArticleLocation[];
}

/** Every public article with its translation key, for the sitemap. */
export async function listAllPublic(
  db: Db,
  now: Date,
): Promise<(ArticleLocation & { translationKeyId: string | null })[]> {
  const rows = await db
    .select({ ...locationColumns, translationKeyId: blogArticles.translationKeyId })
    .from(blogArticles)
    .where(isPublic(now))
    .orderBy(asc(blogArticles.market), desc(blogArticles.publishedAt));
  return rows as (ArticleLocation & { translationKeyId: string | null })[];
}

/** Every article (any status) sharing a translation key: their pages link to each other. */
export async function listGroupLocations(db: Db, translationKeyId: string): Promise<ArticleLocation[]> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(eq(blogArticles.translationKeyId, translationKeyId));
  return rows as ArticleLocation[];
}

export async function findArticleById(db: Db, id: string): Promise<ArticleRecord | undefined> {
  const rows = await selectRecords(db).where(eq(blogArticles.id, id)).limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
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

export async function listAdminArticles(
  db: Db,
  f: AdminListFilters,
): Promise<{ records: ArticleRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(blogArticles.status, f.status));
  if (f.categoryId) conditions.push(eq(blogArticles.categoryId, f.categoryId));
  if (f.market) conditions.push(eq(blogArticles.market, f.market));
  if (f.language) conditions.push(eq(blogArticles.language, f.language));
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(blogArticles.title, pattern),
        ilike(blogArticles.summary, pattern),
        ilike(blogArticles.slug, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(blogArticles).where(where),
  ]);
  return { records: rows.map(toRecord), total: Number(totals[0]?.n ?? 0) };
}

export async function insertArticle(db: Db, values: NewArticleRow): Promise<ArticleRow> {
  const rows = await db.insert(blogArticles).values(values).returning();
  if (!rows[0]) throw new Error('insert into blog_articles returned no row');
  return rows[0];
}

export async function updateArticleRow(
  db: Db,
  id: string,
  values: Partial<NewArticleRow>,
): Promise<ArticleRow | undefined> {
  const rows = await db.update(blogArticles).set(values).where(eq(blogArticles.id, id)).returning();
  return rows[0];
}

export async function deleteArticleRow(db: Db, id: string): Promise<ArticleRow | undefined> {
  const rows = await db.delete(blogArticles).where(eq(blogArticles.id, id)).returning();
  return rows[0];
}

/** Records `oldSlug` for the article; a redirect that pointed elsewhere with the same old slug moves to it. */
export async function recordSlugRedirect(
  db: Db,
  r: { articleId: string; market: MarketCode; language: Language; oldSlug: string },
): Promise<void> {
  await db
    .insert(articleSlugRedirects)
    .values(r)
    .onConflictDoUpdate({
      target: [articleSlugRedirects.market, articleSlugRedirects.language, articleSlugRedirects.oldSlug],
      set: { articleId: r.articleId },
    });
}

/** A slug taken again by a live article must stop redirecting. */
export async function removeSlugRedirect(
  db: Db,
  r: { market: MarketCode; language: Language; slug: string },
): Promise<void> {
  await db
    .delete(articleSlugRedirects)
    .where(
      and(
        eq(articleSlugRedirects.market, r.market),
        eq(articleSlugRedirects.language, r.language),
        eq(articleSlugRedirects.oldSlug, r.slug),
      ),
    );
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function listCategories(db: Db) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
      color: blogCategories.color,
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

export async function slugTaken(
  db: Db,
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
