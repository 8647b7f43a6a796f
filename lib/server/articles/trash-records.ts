import 'server-only';
import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { TrashedArticle } from '@/lib/admin/article-types';
import type { Language, MarketCode } from '@/lib/markets';
import { nextVersion } from './admin-articles';
import { toAdminListItem } from './field-mapping';
import { iso, notTrashed, selectSummaryRecords, toRecord, type ArticleRow } from './article-records';

/*
 * The trash: an article with `deleted_at` set is hidden from every read but these (docs/adr/0084).
 * It keeps its slug, which the partial unique index no longer reserves for it.
 */

const isTrashed = () => isNotNull(blogArticles.deletedAt);

/** Moves a live article to the trash; undefined when no live article has this id. */
export async function trashArticleRow(db: DbOrTx, id: string, at: Date): Promise<ArticleRow | undefined> {
  const rows = await db
    .update(blogArticles)
    .set({ deletedAt: at })
    .where(and(eq(blogArticles.id, id), notTrashed()))
    .returning();
  return rows[0];
}

/** The trash, most recently trashed first (the trash index holds only these rows). */
export async function listTrashedArticles(db: DbOrTx): Promise<TrashedArticle[]> {
  const rows = await selectSummaryRecords(db)
    .where(isTrashed())
    .orderBy(desc(blogArticles.deletedAt), asc(blogArticles.id));
  return rows.map((r) => {
    const record = toRecord(r);
    // isTrashed() above: every row here has the date.
    return { ...toAdminListItem(record), deleted_at: iso(record.deletedAt ?? record.updatedAt) };
  });
}

export async function findTrashedArticle(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
  const rows = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.id, id), isTrashed()))
    .limit(1);
  return rows[0];
}

/** The live article that holds a slug in a market and language, if any. */
export async function findSlugHolder(
  db: DbOrTx,
  q: { market: MarketCode; language: Language; slug: string },
): Promise<{ id: string; title: string } | undefined> {
  const rows = await db
    .select({ id: blogArticles.id, title: blogArticles.title })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.market, q.market),
        eq(blogArticles.language, q.language),
        eq(blogArticles.slug, q.slug),
        notTrashed(),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Takes an article out of the trash as a draft (restoring never republishes on its own), with a new
 * version. Undefined when it is not in the trash (restored or deleted meanwhile).
 */
export async function restoreArticleRow(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
  const rows = await db
    .update(blogArticles)
    .set({
      deletedAt: null,
      status: 'draft',
      updatedAt: nextVersion,
    })
    .where(and(eq(blogArticles.id, id), isTrashed()))
    .returning();
  return rows[0];
}

/** Deletes a trashed article for good (its redirects, revisions and previews go with it: ON DELETE CASCADE). */
export async function deleteTrashedRow(db: DbOrTx, id: string): Promise<ArticleRow | undefined> {
  const rows = await db
    .delete(blogArticles)
    .where(and(eq(blogArticles.id, id), isTrashed()))
    .returning();
  return rows[0];
}

/** Articles trashed before `before`: the purge's work, a bounded batch at a time. */
export async function listExpiredTrash(db: DbOrTx, before: Date, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(and(isTrashed(), lt(blogArticles.deletedAt, before)))
    .orderBy(asc(blogArticles.deletedAt))
    .limit(limit);
}
