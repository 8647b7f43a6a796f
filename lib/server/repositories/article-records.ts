import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories, websiteAdmins } from '@/lib/server/db/schema';
import { DEFAULT_CATEGORY_COLOR } from '@/lib/constants';
import type { Language, MarketCode } from '@/lib/markets';

/*
 * The article row joined with its category and author, as every read returns it; the public and
 * admin repositories map it to their SPEC 3 shapes.
 */

export type ArticleRow = typeof blogArticles.$inferSelect;
export type NewArticleRow = typeof blogArticles.$inferInsert;

/** An article with its category and author, as every read returns it. */
export interface ArticleRecord extends ArticleRow {
  category: { name: string; color: string } | null;
  author: { name: string } | null;
}

export const iso = (d: Date) => d.toISOString();

export function selectRecords(db: DbOrTx) {
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

export function toRecord(r: JoinedRow): ArticleRecord {
  return {
    ...r.article,
    category:
      r.categoryName !== null
        ? { name: r.categoryName, color: r.categoryColor ?? DEFAULT_CATEGORY_COLOR }
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

export async function findArticleById(db: DbOrTx, id: string): Promise<ArticleRecord | undefined> {
  const rows = await selectRecords(db).where(eq(blogArticles.id, id)).limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
}
