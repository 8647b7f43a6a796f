import 'server-only';
import type { ArticleRevisionResponse } from '@/lib/admin/article-types';
import { readingTimeMinutes } from '@/lib/reading-time';
import {
  ARTICLE_MESSAGES,
  cleanBodyForSave,
  findArticleById,
  findRevision,
  restoredFieldsOf,
  type AdminArticle,
  type ArticleRecord,
  type NewArticleRow,
} from '@/lib/server/articles';
import { AUDIT_ACTIONS } from '@/lib/server/audit';
import { categoryExists } from '@/lib/server/categories';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { revisionContent, type RestoreRevisionBody } from '@/lib/validations/article-revision';
import { sameVersion, writeUpdate, type Actor, type ArticleChanges } from './article-save';

/** The revision's restored fields (lib/blog/article-fields.ts `restored`), checked by today's rules of a save. */
function contentOf(snapshot: ArticleRevisionResponse['revision']['snapshot']) {
  const parsed = revisionContent.safeParse(restoredFieldsOf(snapshot));
  // A revision older than today's rules (a field limit since lowered) is refused as a save would be.
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? 'Invalid revision');
  return parsed.data;
}

/** The status a revision had, with its publication time, dated as a save would date it. */
function statusOf(
  s: ArticleRevisionResponse['revision']['snapshot'],
  before: ArticleRecord,
  now: Date,
): Pick<NewArticleRow, 'status' | 'publishedAt'> {
  const publishedAt = s.published_at
    ? new Date(s.published_at)
    : (before.publishedAt ?? (s.status === 'published' ? now : null));
  return { status: s.status, publishedAt };
}

/**
 * POST …/articles/{id}/revisions/{revisionId}/restore (issue 23 point 2, issue 33 point 4): puts back the
 * revision's content, and its status only when asked (`restoreStatus`), so restoring a draft-era
 * revision does not take a live article off the site. It writes only those columns: the address (slug,
 * market, language), the place in a translation group and anything added to the table later stay as they
 * are (docs/adr/0092). Like a save it is refused (409) over a newer version, sanitizes the body, keeps the
 * translation entries in step, revalidates, and records a new revision, which makes it undoable.
 */
export async function restoreRevision(
  db: Db,
  articleId: string,
  revisionId: string,
  body: RestoreRevisionBody,
  actor: Actor,
): Promise<AdminArticle> {
  const before = await findArticleById(db, articleId);
  if (!before) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const revision = await findRevision(db, articleId, revisionId);
  if (!revision) throw new NotFoundError(ARTICLE_MESSAGES.revisionNotFound);
  // Fails fast on a stale editor; the conditional UPDATE below is what makes it race-safe.
  if (body.updatedAt && !sameVersion(before.updatedAt, body.updatedAt))
    throw new ConflictError(ARTICLE_MESSAGES.editConflict);
  const restored = contentOf(revision.snapshot);
  if (restored.categoryId && !(await categoryExists(db, restored.categoryId)))
    throw new InvalidError(ARTICLE_MESSAGES.categoryMissing);
  const cleaned = restored.content === undefined ? undefined : await cleanBodyForSave(restored.content);
  const now = new Date();
  const values: ArticleChanges = {
    ...restored,
    ...cleaned,
    readTimeMinutes: restored.readTimeMinutes ?? readingTimeMinutes(cleaned?.content ?? before.content),
    ...(body.restoreStatus ? statusOf(revision.snapshot, before, now) : {}),
  };
  return writeUpdate(db, before, values, actor, {
    expectedVersion: body.updatedAt,
    action: AUDIT_ACTIONS.articleRestored,
    notify: false,
  });
}
