import 'server-only';
import type { ArticleSnapshot } from '@/lib/admin/article-types';
import { readingTimeMinutes } from '@/lib/reading-time';
import {
  ARTICLE_MESSAGES,
  cleanBodyForSave,
  findArticleById,
  findRevision,
  followSourceSchedule,
  getArticle,
  recordRevision,
  updateArticleRow,
  type AdminArticle,
  type ArticleRecord,
  type NewArticleRow,
} from '@/lib/server/articles';
import { AUDIT_ACTIONS } from '@/lib/server/audit';
import { categoryExists } from '@/lib/server/categories';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/server/errors';
import { revisionContent, type RestoreRevisionBody, type RevisionContent } from '@/lib/validations/article';
import {
  auditArticle,
  prefillAfterResponse,
  revalidateRows,
  sameVersion,
  waitsForItsTime,
  type Actor,
} from './article-save';
import { syncSourceTranslations } from './translation-sync';

/** The revision's content as the columns it restores; the compiler checks each name against the table. */
function contentOf(s: ArticleSnapshot): RevisionContent {
  const parsed = revisionContent.safeParse({
    title: s.title,
    summary: s.summary,
    content: s.content,
    categoryId: s.category_id,
    featuredImageUrl: s.featured_image_url,
    featuredImageAlt: s.featured_image_alt,
    metaTitle: s.meta_title,
    metaDescription: s.meta_description,
    canonicalUrl: s.canonical_url,
    readTimeMinutes: s.read_time_minutes,
  } satisfies Record<keyof RevisionContent, unknown>);
  // A revision older than today's rules (a field limit since lowered) is refused as a save would be.
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? 'Invalid revision');
  return parsed.data;
}

/** The status a revision had, with its publication time, dated as a save would date it. */
function statusOf(
  s: ArticleSnapshot,
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
  const cleaned = await cleanBodyForSave(restored.content);
  const now = new Date();
  const values: Omit<Partial<NewArticleRow>, 'updatedAt'> = {
    ...restored,
    ...cleaned,
    readTimeMinutes: restored.readTimeMinutes ?? readingTimeMinutes(cleaned.content),
    ...(body.restoreStatus ? statusOf(revision.snapshot, before, now) : {}),
  };

  const { after, entries } = await db.transaction(async (tx) => {
    const updated = await updateArticleRow(tx, articleId, values, body.updatedAt);
    if (!updated) {
      const gone = !(await findArticleById(tx, articleId));
      throw gone
        ? new NotFoundError(ARTICLE_MESSAGES.notFound)
        : new ConflictError(ARTICLE_MESSAGES.editConflict);
    }
    await recordRevision(tx, updated, actor.session.user.id);
    if (updated.publishedAt && waitsForItsTime(updated, now))
      await followSourceSchedule(tx, articleId, updated.publishedAt, now);
    return { after: updated, entries: await syncSourceTranslations(tx, before, updated) };
  });
  prefillAfterResponse(db, entries);
  await revalidateRows(db, [before, after]);
  await auditArticle(db, actor, AUDIT_ACTIONS.articleRestored, after);
  return getArticle(articleId);
}
