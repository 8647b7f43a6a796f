import 'server-only';
import { count, desc, ilike, inArray, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, mediaImages } from '@/lib/server/db/schema';
import { likeContains } from '@/lib/server/db/like-pattern';

export type MediaImageRow = typeof mediaImages.$inferSelect;
export type NewMediaImageRow = typeof mediaImages.$inferInsert;

export async function insertMediaImage(db: DbOrTx, values: NewMediaImageRow): Promise<MediaImageRow> {
  const rows = await db.insert(mediaImages).values(values).returning();
  if (!rows[0]) throw new Error('insert into media_images returned no row');
  return rows[0];
}

export async function listMediaImages(
  db: DbOrTx,
  q: { page: number; limit: number; search: string | undefined },
): Promise<{ rows: MediaImageRow[]; total: number; totalSize: number }> {
  const where = q.search
    ? or(
        ilike(mediaImages.originalName, likeContains(q.search)),
        ilike(mediaImages.alt, likeContains(q.search)),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mediaImages)
      .where(where)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count(), bytes: sum(mediaImages.size) })
      .from(mediaImages)
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0), totalSize: Number(totals[0]?.bytes ?? 0) };
}

export async function findMediaImagesByName(db: DbOrTx, names: readonly string[]): Promise<MediaImageRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(mediaImages)
    .where(inArray(mediaImages.name, [...names]));
}

export async function deleteMediaImages(db: DbOrTx, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await db
    .delete(mediaImages)
    .where(inArray(mediaImages.name, [...names]))
    .returning({ id: mediaImages.id });
  return rows.length;
}

/** `in_trash`: the only use may be an article in the trash, which a restore would bring back broken. */
type ArticleRef = { id: string; title: string; market: string; slug: string; in_trash: boolean };

/**
 * For each object name, the articles whose featured image or body refer to it (names are random, so a
 * substring is exact enough), at most 20 each; names no article uses are absent. One query for all.
 */
export async function articlesUsingImages(db: DbOrTx, names: string[]): Promise<Map<string, ArticleRef[]>> {
  const used = new Map<string, ArticleRef[]>();
  if (names.length === 0) return used;
  const candidates = sql`unnest(array[${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[])`;
  const rows = await db
    .select({
      name: sql<string>`n.name`,
      id: blogArticles.id,
      title: blogArticles.title,
      market: blogArticles.market,
      slug: blogArticles.slug,
      in_trash: sql<boolean>`${blogArticles.deletedAt} is not null`,
    })
    .from(sql`${candidates} as n(name)`)
    .innerJoin(
      blogArticles,
      or(
        sql`position(n.name in coalesce(${blogArticles.featuredImageUrl}, '')) > 0`,
        sql`position(n.name in ${blogArticles.content}) > 0`,
      ),
    );
  for (const { name, ...article } of rows) {
    const list = used.get(name) ?? [];
    if (list.length < 20) list.push(article);
    used.set(name, list);
  }
  return used;
}
