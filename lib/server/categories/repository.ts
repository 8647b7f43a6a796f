import 'server-only';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles, blogCategories } from '@/lib/server/db/schema';
import type { Category } from '@/lib/admin/categories';

const categoryColumns = {
  id: blogCategories.id,
  name: blogCategories.name,
  nameFr: blogCategories.nameFr,
  nameNl: blogCategories.nameNl,
  slug: blogCategories.slug,
  description: blogCategories.description,
  color: blogCategories.color,
};

export type CategoryValues = Omit<Category, 'id'>;

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await findCategoryById(db, id)) !== undefined;
}

export async function findCategoryById(db: DbOrTx, id: string): Promise<Category | undefined> {
  const rows = await db
    .select(categoryColumns)
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return rows[0];
}

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  return db.select(categoryColumns).from(blogCategories).orderBy(asc(blogCategories.name));
}

export async function categorySlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      exceptId
        ? and(eq(blogCategories.slug, slug), ne(blogCategories.id, exceptId))
        : eq(blogCategories.slug, slug),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(db: DbOrTx, values: CategoryValues): Promise<Category> {
  const rows = await db.insert(blogCategories).values(values).returning(categoryColumns);
  if (!rows[0]) throw new Error('insert into blog_categories returned no row');
  return rows[0];
}

export async function updateCategoryRow(
  db: DbOrTx,
  id: string,
  values: CategoryValues,
  at: Date,
): Promise<Category | undefined> {
  const rows = await db
    .update(blogCategories)
    .set({ ...values, updatedAt: at })
    .where(eq(blogCategories.id, id))
    .returning(categoryColumns);
  return rows[0];
}

/** Deletes the category; its articles keep existing without one (the foreign key sets null). */
export async function deleteCategoryRow(db: DbOrTx, id: string): Promise<Category | undefined> {
  const rows = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning(categoryColumns);
  return rows[0];
}

export async function countArticlesInCategory(db: DbOrTx, id: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(blogArticles).where(eq(blogArticles.categoryId, id));
  return Number(rows[0]?.n ?? 0);
}
