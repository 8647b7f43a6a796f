import 'server-only';
import { and, inArray, isNull } from 'drizzle-orm';
import { articlePath } from '@/lib/markets';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';

/**
 * The titles of the live (not trashed) articles at these public paths ('/blog/usa/{slug}'), keyed by
 * path; a path no live article holds is absent. Each market has one language, so market and slug
 * name one article.
 */
export async function articleTitlesByPath(
  db: DbOrTx,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const wanted = new Set(paths);
  const slugs = [...new Set(paths.map((p) => p.slice(p.lastIndexOf('/') + 1)).filter(Boolean))];
  if (slugs.length === 0) return titles;
  const rows = await db
    .select({ title: blogArticles.title, slug: blogArticles.slug, market: blogArticles.market })
    .from(blogArticles)
    .where(and(inArray(blogArticles.slug, slugs), isNull(blogArticles.deletedAt)));
  for (const r of rows) {
    const path = articlePath(r.market, r.slug);
    if (wanted.has(path)) titles.set(path, r.title);
  }
  return titles;
}
