import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { AdminArticleData } from '@/lib/admin/article-types';
import type { Language, MarketCode } from '@/lib/markets';
import { toAdminListItem } from './field-mapping';
import {
  locationColumns,
  notTrashed,
  type ArticleLocation,
  type ArticleRecord,
  type ArticleRow,
  type NewArticleRow,
} from './article-records';

/* The admin's writes of articles (any status), and the reads they need; the list is admin-list.ts. */

/** spec.md "Admin article": the shape the portal reads (lib/admin/article-types.ts). */
export type AdminArticle = AdminArticleData;

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
  // A body written without the version that cleaned it counts as never cleaned: its next read cleans it.
  const contentSanitizerVersion =
    values.contentSanitizerVersion ?? (values.content === undefined ? undefined : 0);
  const rows = await db
    .update(blogArticles)
    .set({ ...values, contentSanitizerVersion, updatedAt: nextVersion })
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
