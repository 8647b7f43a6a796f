import 'server-only';
import type { ContentRef } from '@/lib/blog/affected-content';
import { ARTICLE_EDIT_CONFLICT_MESSAGE } from '@/lib/constants';
import { readingTimeMinutes } from '@/lib/reading-time';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { ArticleSavePayload, ListArticlesQuery } from '@/lib/validations/article';
import type { AdminSession } from '@/lib/server/auth/admin-session';
import type { Db } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import {
  deleteArticleRow,
  insertArticle,
  listAdminArticles,
  listGroupLocations,
  slugTaken,
  toAdminArticle,
  updateArticleRow,
  type AdminArticle,
} from '@/lib/server/repositories/admin-articles';
import { findArticleById, type ArticleRow } from '@/lib/server/repositories/article-records';
import { categoryExists } from '@/lib/server/repositories/categories';
import { recordSlugRedirect, removeSlugRedirect } from '@/lib/server/repositories/slug-redirects';
import { translationKeyExists } from '@/lib/server/repositories/translation-keys';
import { revalidateContent } from './revalidate-content';
import { prefillTranslations, syncSourceTranslations } from './translation-sync';

export const ARTICLE_MESSAGES = {
  created: 'Article created successfully',
  updated: 'Article updated successfully',
  deleted: 'Article deleted successfully',
  notFound: 'Article not found',
  duplicateSlug: 'An article with this slug already exists for this market and language',
  categoryMissing: 'Category not found',
  translationKeyMissing: 'Translation key not found',
  baseArticleMissing: 'Base article not found',
  idMismatch: 'The id in the body does not match the URL',
  editConflict: ARTICLE_EDIT_CONFLICT_MESSAGE,
} as const;

export interface ArticleListResult {
  articles: AdminArticle[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export async function listArticles(db: Db, query: ListArticlesQuery): Promise<ArticleListResult> {
  const { records, total } = await listAdminArticles(db, query);
  return {
    articles: records.map(toAdminArticle),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

export async function getArticle(db: Db, id: string): Promise<AdminArticle> {
  const record = await findArticleById(db, id);
  if (!record) throw new ApiError(404, ARTICLE_MESSAGES.notFound);
  return toAdminArticle(record);
}

async function checkReferences(db: Db, p: ArticleSavePayload): Promise<void> {
  if (p.categoryId && !(await categoryExists(db, p.categoryId)))
    throw new ApiError(400, ARTICLE_MESSAGES.categoryMissing);
  if (p.translationKeyId && !(await translationKeyExists(db, p.translationKeyId)))
    throw new ApiError(400, ARTICLE_MESSAGES.translationKeyMissing);
  if (p.baseArticleId && !(await findArticleById(db, p.baseArticleId)))
    throw new ApiError(400, ARTICLE_MESSAGES.baseArticleMissing);
}

/** The stored form of a payload: sanitized body, computed read time. */
function contentFields(p: ArticleSavePayload) {
  const content = sanitizeHtml(p.content);
  return {
    title: p.title,
    slug: p.slug,
    summary: p.summary,
    content,
    categoryId: p.categoryId,
    status: p.status,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageAlt: p.featuredImageAlt,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    market: p.market,
    language: p.language,
    isTranslation: p.isTranslation,
    readTimeMinutes: p.readTimeMinutes ?? readingTimeMinutes(content),
    translationKeyId: p.translationKeyId,
    baseArticleId: p.baseArticleId,
  };
}

/** A version as the editor holds it (ISO, ms) against the row's, which JS already read at ms precision. */
const sameVersion = (rowValue: Date, editorValue: string) => rowValue.getTime() === Date.parse(editorValue);

const refOf = (r: Pick<ArticleRow, 'market' | 'language' | 'slug'>): ContentRef => ({
  market: r.market,
  language: r.language,
  slug: r.slug,
});

/** Every page a write to these rows shows on: the rows themselves and their language versions. */
async function revalidateRows(db: Db, rows: ArticleRow[]): Promise<void> {
  const refs: ContentRef[] = rows.map(refOf);
  const keys = [...new Set(rows.map((r) => r.translationKeyId).filter((k): k is string => Boolean(k)))];
  for (const key of keys) for (const v of await listGroupLocations(db, key)) refs.push(refOf(v));
  revalidateContent({ articles: refs });
}

export async function createArticle(
  db: Db,
  payload: ArticleSavePayload,
  session: AdminSession,
): Promise<AdminArticle> {
  await checkReferences(db, payload);
  if (await slugTaken(db, payload)) throw new ApiError(409, ARTICLE_MESSAGES.duplicateSlug);
  const now = new Date();
  const { row, entries } = await db.transaction(async (tx) => {
    const inserted = await insertArticle(tx, {
      ...contentFields(payload),
      authorId: session.user.id,
      // A published article is dated now unless the editor scheduled it; drafts stay undated until published.
      publishedAt: payload.publishedAt
        ? new Date(payload.publishedAt)
        : payload.status === 'published'
          ? now
          : null,
    });
    await removeSlugRedirect(tx, refOf(inserted));
    return { row: inserted, entries: await syncSourceTranslations(tx, undefined, inserted) };
  });
  await prefillTranslations(db, entries);
  await revalidateRows(db, [row]);
  return getArticle(db, row.id);
}

export async function updateArticle(db: Db, id: string, payload: ArticleSavePayload): Promise<AdminArticle> {
  if (payload.id && payload.id !== id) throw new ApiError(400, ARTICLE_MESSAGES.idMismatch);
  const before = await findArticleById(db, id);
  if (!before) throw new ApiError(404, ARTICLE_MESSAGES.notFound);
  // Fails fast on a stale editor; the conditional UPDATE below is what makes it race-safe.
  if (payload.updatedAt && !sameVersion(before.updatedAt, payload.updatedAt))
    throw new ApiError(409, ARTICLE_MESSAGES.editConflict);
  await checkReferences(db, payload);
  if (await slugTaken(db, { ...payload, exceptId: id }))
    throw new ApiError(409, ARTICLE_MESSAGES.duplicateSlug);

  const publishedAt = payload.publishedAt
    ? new Date(payload.publishedAt)
    : (before.publishedAt ?? (payload.status === 'published' ? new Date() : null));
  const { after, entries } = await db.transaction(async (tx) => {
    const updated = await updateArticleRow(
      tx,
      id,
      { ...contentFields(payload), publishedAt },
      payload.updatedAt,
    );
    if (!updated) {
      const gone = !(await findArticleById(tx, id));
      throw new ApiError(gone ? 404 : 409, gone ? ARTICLE_MESSAGES.notFound : ARTICLE_MESSAGES.editConflict);
    }
    const sameHome = before.market === updated.market && before.language === updated.language;
    // Readers and search engines may hold the old URL of a live article: keep it answering.
    if (before.slug !== updated.slug && sameHome && before.status === 'published') {
      await recordSlugRedirect(tx, { articleId: id, ...refOf(before), oldSlug: before.slug });
    }
    await removeSlugRedirect(tx, refOf(updated));
    return { after: updated, entries: await syncSourceTranslations(tx, before, updated) };
  });
  await prefillTranslations(db, entries);
  await revalidateRows(db, [before, after]);
  return getArticle(db, id);
}

export async function deleteArticle(db: Db, id: string): Promise<void> {
  const before = await findArticleById(db, id);
  if (!before) throw new ApiError(404, ARTICLE_MESSAGES.notFound);
  const deleted = await deleteArticleRow(db, id);
  if (!deleted) throw new ApiError(404, ARTICLE_MESSAGES.notFound);
  await revalidateRows(db, [before]);
}
