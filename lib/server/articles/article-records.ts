import 'server-only';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories, websiteAdmins } from '@/lib/server/db/schema';
import { DEFAULT_CATEGORY_COLOR } from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';
import { categoryNameIn } from '@/lib/server/categories';

/*
 * The article row joined with its category and author, as every read returns it; the public and
 * admin repositories map it to their spec.md "Data shapes" shapes.
 */

export type ArticleRow = typeof blogArticles.$inferSelect;
export type NewArticleRow = typeof blogArticles.$inferInsert;

/** An article with its category and author, as every read returns it. */
export interface ArticleRecord extends ArticleRow {
  category: { name: string; color: string } | null;
  author: { name: string } | null;
}

export const iso = (d: Date) => d.toISOString();

/** Not in the trash: every read but the Trash view's sees only these (docs/adr/0084). */
export const notTrashed = (): SQL => isNull(blogArticles.deletedAt);

export function selectRecords(db: DbOrTx) {
  return db
    .select({
      article: blogArticles,
      categoryName: blogCategories.name,
      categoryNameFr: blogCategories.nameFr,
      categoryNameNl: blogCategories.nameNl,
      categoryColor: blogCategories.color,
      authorName: websiteAdmins.name,
    })
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, blogArticles.authorId));
}

/** Every column but the body: what a list needs (a page of bodies weighed 55 KB for 10 rows). */
const { content: _body, ...summaryColumns } = getTableColumns(blogArticles);
export type ArticleSummaryRow = Omit<ArticleRow, 'content'>;
export type ArticleSummaryRecord = Omit<ArticleRecord, 'content'>;

/** selectRecords without the body. */
export function selectSummaryRecords(db: DbOrTx) {
  return db
    .select({
      article: summaryColumns,
      categoryName: blogCategories.name,
      categoryNameFr: blogCategories.nameFr,
      categoryNameNl: blogCategories.nameNl,
      categoryColor: blogCategories.color,
      authorName: websiteAdmins.name,
    })
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, blogArticles.authorId));
}

type JoinedRow<A> = {
  article: A;
  categoryName: string | null;
  categoryNameFr: string | null;
  categoryNameNl: string | null;
  categoryColor: string | null;
  authorName: string | null;
};

export function toRecord<A extends ArticleSummaryRow>(
  r: JoinedRow<A>,
): A & Pick<ArticleRecord, 'category' | 'author'> {
  return {
    ...r.article,
    category:
      r.categoryName !== null
        ? {
            name: categoryNameIn(r.article.language, {
              name: r.categoryName,
              nameFr: r.categoryNameFr,
              nameNl: r.categoryNameNl,
            }),
            color: r.categoryColor ?? DEFAULT_CATEGORY_COLOR,
          }
        : null,
    author: r.authorName !== null ? { name: r.authorName } : null,
  };
}

export interface ArticleLocation {
  id: string;
  market: MarketCode;
  language: Language;
  slug: string;
  updatedAt: Date;
  publishedAt: Date | null;
}

export const locationColumns = {
  id: blogArticles.id,
  market: blogArticles.market,
  language: blogArticles.language,
  slug: blogArticles.slug,
  updatedAt: blogArticles.updatedAt,
  publishedAt: blogArticles.publishedAt,
};

/** The article unless it is in the trash (a trashed article is gone for the editor and the API). */
export async function findArticleById(db: DbOrTx, id: string): Promise<ArticleRecord | undefined> {
  const rows = await selectRecords(db)
    .where(and(eq(blogArticles.id, id), notTrashed()))
    .limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
}
