import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories } from '@/lib/server/db/schema';

export interface ContentCounts {
  /** Published and already public (a scheduled article is not live yet). */
  publishedArticles: number;
  draftArticles: number;
  /** Published with a publication time still to come (issue 23 point 7). */
  scheduledArticles: number;
  categories: number;
}

/** Article counts by status across every market and language, and the number of categories. */
export async function countContent(db: DbOrTx, now: Date = new Date()): Promise<ContentCounts> {
  const waiting = sql`${blogArticles.status} = 'published' and ${blogArticles.publishedAt} > ${now.toISOString()}::timestamptz`;
  const [articles] = await db
    .select({
      published: sql<number>`count(*) filter (where ${blogArticles.status} = 'published' and not coalesce(${waiting}, false))::int`,
      drafts: sql<number>`count(*) filter (where ${blogArticles.status} = 'draft')::int`,
      scheduled: sql<number>`count(*) filter (where ${waiting})::int`,
    })
    .from(blogArticles)
    .where(isNull(blogArticles.deletedAt));
  const [categories] = await db.select({ n: sql<number>`count(*)::int` }).from(blogCategories);
  return {
    publishedArticles: articles?.published ?? 0,
    draftArticles: articles?.drafts ?? 0,
    scheduledArticles: articles?.scheduled ?? 0,
    categories: categories?.n ?? 0,
  };
}
