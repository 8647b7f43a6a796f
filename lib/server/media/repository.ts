import 'server-only';
import { count, desc, eq, ilike, inArray, like, or, sql, sum } from 'drizzle-orm';
import type { ImageUse } from '@/lib/admin/image-types';
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

/** For images the server puts in place itself (the demo seed): a row that exists already is kept. */
export async function insertMediaImageIfAbsent(db: DbOrTx, values: NewMediaImageRow): Promise<void> {
  await db.insert(mediaImages).values(values).onConflictDoNothing({ target: mediaImages.name });
}

export async function findMediaImageById(db: DbOrTx, id: string): Promise<MediaImageRow | undefined> {
  const rows = await db.select().from(mediaImages).where(eq(mediaImages.id, id)).limit(1);
  return rows[0];
}

export async function updateMediaImageAlt(
  db: DbOrTx,
  id: string,
  alt: string,
): Promise<MediaImageRow | undefined> {
  const rows = await db.update(mediaImages).set({ alt }).where(eq(mediaImages.id, id)).returning();
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

type ArticleRef = ImageUse;

const articleRef = {
  id: blogArticles.id,
  title: blogArticles.title,
  market: blogArticles.market,
  slug: blogArticles.slug,
  in_trash: sql<boolean>`${blogArticles.deletedAt} is not null`,
};

/**
 * For each object name, the articles whose featured image or body refer to it (names are random, so a
 * substring is exact enough; the leading slash keeps `demo-x.jpg` from matching an upload named
 * `…-demo-x.jpg`), at most 20 each; names no article uses are absent. One query for all.
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
      ...articleRef,
    })
    .from(sql`${candidates} as n(name)`)
    .innerJoin(
      blogArticles,
      or(
        sql`position('/' || n.name in coalesce(${blogArticles.featuredImageUrl}, '')) > 0`,
        sql`position('/' || n.name in ${blogArticles.content}) > 0`,
      ),
    );
  for (const { name, ...article } of rows) {
    const list = used.get(name) ?? [];
    if (list.length < 20) list.push(article);
    used.set(name, list);
  }
  return used;
}

/**
 * The articles whose featured image or body refer to one image (its URL path ends in `/{name}`), the most
 * recently changed first, at most `limit`. No index serves a substring of the bodies: this scans them,
 * which is why it runs for one image at a time, when its details are opened, and stops at the limit.
 */
export async function articlesUsingImage(db: DbOrTx, name: string, limit: number): Promise<ArticleRef[]> {
  const pattern = likeContains(`/${name}`);
  return db
    .select(articleRef)
    .from(blogArticles)
    .where(or(like(blogArticles.featuredImageUrl, pattern), like(blogArticles.content, pattern)))
    .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
    .limit(limit);
}
