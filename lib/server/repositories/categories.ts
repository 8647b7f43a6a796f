import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogCategories } from '@/lib/server/db/schema';

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function listCategories(db: DbOrTx) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
      color: blogCategories.color,
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}
