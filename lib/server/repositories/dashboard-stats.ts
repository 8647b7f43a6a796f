import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories } from '@/lib/server/db/schema';

export interface ContentCounts {
  publishedArticles: number;
  draftArticles: number;
  categories: number;
}

/** Article counts by status across every market and language, and the number of categories. */
export async function countContent(db: DbOrTx): Promise<ContentCounts> {
  const [articles] = await db
    .select({
      published: sql<number>`count(*) filter (where ${blogArticles.status} = 'published')::int`,
      drafts: sql<number>`count(*) filter (where ${blogArticles.status} = 'draft')::int`,
    })
    .from(blogArticles);
  const [categories] = await db.select({ n: sql<number>`count(*)::int` }).from(blogCategories);
  return {
    publishedArticles: articles?.published ?? 0,
    draftArticles: articles?.drafts ?? 0,
    categories: categories?.n ?? 0,
  };
}
