import 'server-only';
import type { BulkArticlesBody } from '@/lib/validations/article';
import { articleSavePayload } from '@/lib/validations/article';
import type { Db } from '@/lib/server/db/client';
import { DomainError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { ARTICLE_MESSAGES, findArticleById, type ArticleRecord } from '@/lib/server/articles';
import { categoryExists } from '@/lib/server/categories';
import type { ArticleStatus } from '@/lib/constants/articles';
import { updateArticle, type Actor } from './article-save';
import { moveToTrash } from './trash';

/*
 * Bulk actions of the article list (issue 23 point 6). Each article goes through the same use-case as a
 * single save or delete (slug and translation rules, revalidation, one audit entry each), one after the
 * other; a refusal of one (not found, a stale version, a translation rule) is reported for that id and
 * the others go on. Failures that are not the article's (a database outage) stop the request (503).
 */

export interface BulkResult {
  id: string;
  ok: boolean;
  error?: string;
}

/** The article as a save payload with `changes` applied, read at its current version (a 409 if edited meanwhile). */
function resave(r: ArticleRecord, changes: { status?: ArticleStatus; categoryId?: string }) {
  const parsed = articleSavePayload.safeParse({
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    content: r.content,
    categoryId: changes.categoryId ?? r.categoryId,
    status: changes.status ?? r.status,
    featuredImageUrl: r.featuredImageUrl,
    featuredImageAlt: r.featuredImageAlt,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    canonicalUrl: r.canonicalUrl,
    market: r.market,
    language: r.language,
    isTranslation: r.isTranslation,
    readTimeMinutes: r.readTimeMinutes,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    translationKeyId: r.translationKeyId,
    baseArticleId: r.baseArticleId,
    updatedAt: r.updatedAt.toISOString(),
  });
  // A row saved before today's rules (an over-long field): the editor must fix it, not a bulk action.
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? 'Invalid article');
  return parsed.data;
}

async function applyOne(db: Db, id: string, body: BulkArticlesBody, actor: Actor): Promise<void> {
  if (body.action === 'trash') {
    await moveToTrash(db, id, actor);
    return;
  }
  const record = await findArticleById(db, id);
  if (!record) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const changes =
    body.action === 'publish'
      ? { status: 'published' as const }
      : body.action === 'unpublish'
        ? { status: 'draft' as const }
        : { categoryId: body.categoryId };
  // Already so (an unpublish of anything not published included): nothing to write, nothing to audit.
  if (body.action === 'publish' && record.status === 'published') return;
  if (body.action === 'unpublish' && record.status !== 'published') return;
  if (body.action === 'move' && changes.categoryId === record.categoryId) return;
  await updateArticle(db, id, resave(record, changes), actor);
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
