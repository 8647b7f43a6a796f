import { POST as create } from '@/app/api/admin/blog/articles/route';
import { DELETE as remove, PUT as update } from '@/app/api/admin/blog/articles/[id]/route';
import type { Db } from '@/lib/server/db/client';
import { sql } from 'drizzle-orm';
import { blogArticles, blogCategories } from '@/lib/server/db/schema';
import { issueSession, createAdmin } from '@/lib/server/auth';
import { jsonRequest, routeContext } from '@/tests/helpers/http';

// Files that use this call jest.mock('next/cache', ...) themselves (see next-cache-recorder.ts).

export const ARTICLES_URL = '/api/admin/blog/articles';

export interface Editor {
  adminId: string;
  /** Bearer header of a session of this admin. */
  auth: Record<string, string>;
  /** A category of its own, so a file's tests can filter by it. */
  categoryId: string;
}

/** An admin with a signed session and a category, written through the services. */
export async function createEditor(db: Db, email = 'editor@firm.example'): Promise<Editor> {
  const admin = await createAdmin(db, { email, name: 'Eve Editor', password: 'Passw0rdX' });
  const token = await issueSession(db, admin);
  const [category] = await db
    .insert(blogCategories)
    .values({ name: 'Ethics', slug: `ethics-${admin.id.slice(0, 8)}`, color: '#EF4444' })
    .returning();
  return { adminId: admin.id, auth: { authorization: `Bearer ${token}` }, categoryId: category!.id };
}

export { articlePayload } from '@/tests/helpers/article-payload';

/** POST /api/admin/blog/articles through the real handler. */
export function postArticle(body: unknown, headers: Record<string, string>): Promise<Response> {
  return create(jsonRequest(ARTICLES_URL, { body, headers }), {});
}

/** PUT /api/admin/blog/articles/{id} through the real handler. */
export function putArticle(id: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return update(jsonRequest(`${ARTICLES_URL}/${id}`, { method: 'PUT', body, headers }), routeContext({ id }));
}

/** DELETE /api/admin/blog/articles/{id} (to the trash) through the real handler. */
export function deleteArticle(id: string, headers: Record<string, string>): Promise<Response> {
  return remove(jsonRequest(`${ARTICLES_URL}/${id}`, { method: 'DELETE', headers }), routeContext({ id }));
}

/** How many articles the database holds (any market, any status). */
export async function countArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogArticles);
  return row?.n ?? 0;
}
