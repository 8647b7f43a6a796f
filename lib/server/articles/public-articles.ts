import 'server-only';
import { and, asc, desc, eq, gt, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { Language, MarketCode } from '@/lib/markets';
import {
  iso,
  locationColumns,
  notTrashed,
  selectRecords,
  toRecord,
  type ArticleLocation,
  type ArticleRecord,
  type ArticleRow,
} from './article-records';
import { servableContent } from './clean-content';
import { publicFieldsOf } from './field-mapping';

/* The public blog's reads: only published articles whose publication time has come. */

/** spec.md "Public article": the fields its definition marks public (lib/blog/article-fields.ts), with its id, times and joins. */
export type PublicArticle = Omit<ReturnType<typeof publicFieldsOf>, 'published_at'> & {
  id: string;
  published_at: string;
  created_at: string;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
};

/**
 * The public form of an article, and the one place the public read path takes its body: as stored when
 * the running sanitizer stored it (every save does), else cleaned once and stored back (docs/adr/0096),
 * so a body stored before a sanitizer change or written around the API still leaves here clean.
 */
export async function readPublicArticle(db: Db, r: ArticleRecord): Promise<PublicArticle> {
  return toPublicArticle({ ...r, content: await servableContent(db, r) });
}

/** The spec's field names for a record whose body is already servable (readPublicArticle's mapping). */
export function toPublicArticle(r: ArticleRecord): PublicArticle {
  return {
    id: r.id,
    ...publicFieldsOf(r),
    // Only published articles are public, and those always have a date.
    published_at: iso(r.publishedAt ?? r.createdAt),
    created_at: iso(r.createdAt),
    blog_categories: r.category,
    website_admins: r.author,
  };
}

/**
 * Published, its publication time has come (scheduled articles stay hidden until then) and not in the
 * trash. Every public read (pages, API, feeds, sitemap, hreflang, slug redirects) goes through this.
 */
export function isPublic(now: Date): SQL {
  return and(
    notTrashed(),
    eq(blogArticles.status, 'published'),
    isNotNull(blogArticles.publishedAt),
    lte(blogArticles.publishedAt, now),
  )!;
}

/**
 * The articles whose scheduled time came in (after, until]: public now, not yet when `after` was
 * (docs/adr/0082). The `scheduled-publishing` job revalidates their pages (docs/adr/0107).
 */
export function listArticlesDueBetween(db: DbOrTx, after: Date, until: Date): Promise<ArticleRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(and(isPublic(until), gt(blogArticles.publishedAt, after)))
    .orderBy(asc(blogArticles.publishedAt));
}

export async function listPublicArticles(
  db: DbOrTx,
  q: { market: MarketCode; language: Language; limit: number; now: Date },
): Promise<ArticleRecord[]> {
  const rows = await selectRecords(db)
    .where(and(eq(blogArticles.market, q.market), eq(blogArticles.language, q.language), isPublic(q.now)))
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.createdAt))
    .limit(q.limit);
  return rows.map(toRecord);
}

export async function findPublicArticle(
  db: DbOrTx,
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

/** Where a public article lives, by its id (the `/{id}` form of its URL). */
export async function findPublicLocationById(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<ArticleLocation | undefined> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.id, id), isPublic(now)))
    .limit(1);
  return rows[0];
}

/** Public language versions sharing a translation key (the article itself included). */
export async function listPublicVersions(
  db: DbOrTx,
  translationKeyId: string,
  now: Date,
): Promise<ArticleLocation[]> {
  const rows = await db
    .select(locationColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.translationKeyId, translationKeyId), isPublic(now)))
    .orderBy(asc(blogArticles.createdAt));
  return rows;
}
