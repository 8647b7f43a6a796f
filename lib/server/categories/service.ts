import 'server-only';
import type { CategorySavePayload } from '@/lib/validations/category';
import { type AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { conflictOnUniqueIndex } from '@/lib/server/db/unique-violation';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import {
  categorySlugTaken,
  countArticlesInCategory,
  deleteCategoryRow,
  findCategoryById,
  insertCategory,
  listCategories,
  updateCategoryRow,
} from './repository';
import type { Category } from '@/lib/admin/categories';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { revalidateContent } from '@/lib/server/cache/revalidate';

export const CATEGORY_MESSAGES = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  notFound: 'Category not found',
  duplicateSlug: 'A category with this slug already exists',
} as const;

/**
 * Two saves of one slug at once both pass the categorySlugTaken check; the unique index stops the
 * second, which gets the same 409 the check gives.
 */
const duplicateSlug = conflictOnUniqueIndex('blog_categories_slug_idx', CATEGORY_MESSAGES.duplicateSlug);

/** Who made the change, for the audit log. */
interface Actor {
  session: AdminSession;
  ipAddress: string | null;
}

export function getCategories(db: Db): Promise<Category[]> {
  return listCategories(db);
}

export async function createCategory(db: Db, payload: CategorySavePayload, actor: Actor): Promise<Category> {
  if (await categorySlugTaken(db, payload.slug)) throw new ConflictError(CATEGORY_MESSAGES.duplicateSlug);
  const category = await insertCategory(db, payload).catch(duplicateSlug);
  await afterWrite(db, AUDIT_ACTIONS.categoryCreated, category, actor);
  return category;
}

export async function updateCategory(
  db: Db,
  id: string,
  payload: CategorySavePayload,
  actor: Actor,
): Promise<Category> {
  if (!(await findCategoryById(db, id))) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  if (await categorySlugTaken(db, payload.slug, id)) throw new ConflictError(CATEGORY_MESSAGES.duplicateSlug);
  const category = await updateCategoryRow(db, id, payload, new Date()).catch(duplicateSlug);
  if (!category) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  await afterWrite(db, AUDIT_ACTIONS.categoryUpdated, category, actor);
  return category;
}

/** Deletes the category; its articles stay, uncategorized (spec.md "Article list" shows them as 'No category'). */
export async function deleteCategory(db: Db, id: string, actor: Actor): Promise<void> {
  const articles = await countArticlesInCategory(db, id);
  const category = await deleteCategoryRow(db, id);
  if (!category) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
  await afterWrite(db, AUDIT_ACTIONS.categoryDeleted, category, actor, { articlesUncategorized: articles });
}

async function afterWrite(
  db: Db,
  action: (typeof AUDIT_ACTIONS)['categoryCreated' | 'categoryUpdated' | 'categoryDeleted'],
  category: Category,
  actor: Actor,
  extra: Record<string, unknown> = {},
): Promise<void> {
  // A category's name and colour show on cards and article pages of every market.
  revalidateContent({ articles: [], categories: true });
  await recordAudit(db, {
    action,
    adminId: actor.session.user.id,
    detail: { categoryId: category.id, name: category.name, slug: category.slug, ...extra },
    ipAddress: actor.ipAddress,
  });
}
