import 'server-only';
import type { AdminArticle } from '@/lib/server/articles';
import { ARTICLE_MESSAGES, findArticleById, findRevision } from '@/lib/server/articles';
import type { Db } from '@/lib/server/db/client';
import { InvalidError, NotFoundError } from '@/lib/server/errors';
import { articleSavePayload, type RestoreRevisionBody } from '@/lib/validations/article';
import { updateArticle, type Actor } from './article-save';

/**
 * POST …/articles/{id}/revisions/{revisionId}/restore (issue 23 point 2): the revision's fields are saved
 * as an edit, through the save itself, so a restore follows every rule of a save (the payload schema,
 * references, slug uniqueness, 409 on a stale `updatedAt`, revalidation) and records a new revision,
 * which makes the restore itself undoable. The article's place in its translation group (key, base,
 * is-translation) is structure, not text: it stays as it is now (docs/adr/0083).
 */
export async function restoreRevision(
  db: Db,
  articleId: string,
  revisionId: string,
  body: RestoreRevisionBody,
  actor: Actor,
): Promise<AdminArticle> {
  const current = await findArticleById(db, articleId);
  if (!current) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const revision = await findRevision(db, articleId, revisionId);
  if (!revision) throw new NotFoundError(ARTICLE_MESSAGES.revisionNotFound);
  const s = revision.snapshot;
  const parsed = articleSavePayload.safeParse({
    title: s.title,
    slug: s.slug,
    summary: s.summary,
    content: s.content,
    categoryId: s.category_id,
    status: s.status,
    featuredImageUrl: s.featured_image_url,
    featuredImageAlt: s.featured_image_alt,
    metaTitle: s.meta_title,
    metaDescription: s.meta_description,
    canonicalUrl: s.canonical_url,
    readTimeMinutes: s.read_time_minutes,
    publishedAt: s.published_at,
    market: s.market,
    language: s.language,
    isTranslation: current.isTranslation,
    translationKeyId: current.translationKeyId,
    baseArticleId: current.baseArticleId,
    updatedAt: body.updatedAt,
  });
  // A revision older than today's rules (a reserved slug, a field limit since lowered) is refused as a save would be.
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? 'Invalid revision');
  return updateArticle(db, articleId, parsed.data, actor, 'restore');
}
