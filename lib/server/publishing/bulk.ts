import 'server-only';
import type { BulkArticlesBody } from '@/lib/validations/article-bulk';
import type { Db } from '@/lib/server/db/client';
import { DomainError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { ARTICLE_MESSAGES, findArticleById, type ArticleRecord } from '@/lib/server/articles';
import { categoryExists } from '@/lib/server/categories';
import { writeUpdate, type Actor, type ArticleChanges } from './article-save';
import { moveToTrash } from './trash';

/*
 * Bulk actions of the article list (issue 23 point 6). Each article goes through the same update path as a
 * single save (writeUpdate) or delete (slug and translation rules, revalidation, one audit entry each), one after the
 * other; a refusal of one (not found, a stale version, a translation rule) is reported for that id and
 * the others go on. Failures that are not the article's (a database outage) stop the request (503).
 */

export interface BulkResult {
  id: string;
  ok: boolean;
  error?: string;
}

/**
 * The columns an action changes, none other (issue 35 point 2): a publish dates the article as a save
 * would (its first publication kept), an unpublish keeps that date, a move changes the category.
 * Undefined when the article is already so (nothing to write, nothing to audit).
 */
function changesOf(body: BulkArticlesBody, r: ArticleRecord, now: Date): ArticleChanges | undefined {
  switch (body.action) {
    case 'publish':
      return r.status === 'published'
        ? undefined
        : { status: 'published', publishedAt: r.publishedAt ?? now };
    case 'unpublish':
      // An unpublish of anything not published changes nothing.
      return r.status === 'published' ? { status: 'draft' } : undefined;
    case 'move':
      return body.categoryId === undefined || body.categoryId === r.categoryId
        ? undefined
        : { categoryId: body.categoryId };
    case 'trash':
      return undefined;
  }
}

async function applyOne(db: Db, id: string, body: BulkArticlesBody, actor: Actor): Promise<void> {
  if (body.action === 'trash') {
    await moveToTrash(db, id, actor);
    return;
  }
  const record = await findArticleById(db, id);
  if (!record) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const changes = changesOf(body, record, new Date());
  // At the version just read: a save in between makes this one a 409 for that id.
  if (changes)
    await writeUpdate(db, record, changes, actor, { expectedVersion: record.updatedAt.toISOString() });
}

export async function bulkArticles(db: Db, body: BulkArticlesBody, actor: Actor): Promise<BulkResult[]> {
  if (body.categoryId && !(await categoryExists(db, body.categoryId)))
    throw new InvalidError(ARTICLE_MESSAGES.categoryMissing);
  const results: BulkResult[] = [];
  for (const id of body.ids) {
    try {
      await applyOne(db, id, body, actor);
      results.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ id, ok: false, error: err.message });
    }
  }
  return results;
}
