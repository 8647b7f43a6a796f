import 'server-only';
import { ADMIN_LIST_MAX_OFFSET, ARTICLE_EDIT_CONFLICT_MESSAGE } from '@/lib/constants/articles';
import type { ListArticlesQuery } from '@/lib/validations/article';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { toAdminArticle, type AdminArticle } from './admin-articles';
import { listAdminArticles } from './admin-list';
import { toAdminListItem } from './field-mapping';
import type { ArticleListResponse } from '@/lib/admin/article-types';
import { findArticleById } from './article-records';

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
  revisionNotFound: 'Revision not found',
  restored: 'Revision restored',
  autosaveRefused:
    'Autosave only saves drafts that have never been published. Use Save or Update to save this article.',
} as const;

/** A page of the list, without bodies, and a count bounded at ADMIN_LIST_COUNT_CAP (docs/adr/0056). */
export async function listArticles(db: Db, query: ListArticlesQuery): Promise<ArticleListResponse> {
  const { records, total, totalExact, hasMore } = await listAdminArticles(db, query);
  return {
    articles: records.map(toAdminListItem),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalExact,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      // The next page must also be one the list may reach (bounded offset).
      hasMore: hasMore && query.page * query.limit <= ADMIN_LIST_MAX_OFFSET,
    },
  };
}

export async function getArticle(db: Db, id: string): Promise<AdminArticle> {
  const record = await findArticleById(db, id);
  if (!record) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  return toAdminArticle(record);
}
