import type { ArticleFieldKey, Snake } from '@/lib/blog/article-fields';
import type { ArticleSavePayload } from '@/lib/validations/article';

/** Every field of the article (lib/blog/article-fields.ts) under its response name, as the save payload types it. */
export type ArticleFieldsData = { [K in ArticleFieldKey as Snake<K>]: ArticleSavePayload[K] };

/**
 * spec.md "Admin article" as the admin API sends it (JSON): the article's fields, derived from their one
 * definition, with the row's own id and times and the joined category and author names. The repository
 * builds it (`AdminArticle`) and the portal's screens read it.
 */
export type AdminArticleData = ArticleFieldsData & {
  id: string;
  created_at: string;
  updated_at: string;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
};

/** An article as the list sends it: everything but the body, which the editor reads on its own (GET …/articles/{id}). */
export type AdminArticleListItem = Omit<AdminArticleData, 'content'>;

interface ArticleListPagination {
  page: number;
  limit: number;
  /** Exact up to ADMIN_LIST_COUNT_CAP matches; past it, the cap and `totalExact: false` ("1,000+"). */
  total: number;
  totalExact: boolean;
  /** Pages `total` fills; past the cap, a lower bound like `total`. */
  totalPages: number;
  /** Whether a next page exists (known from the page's own read, whatever the count). */
  hasMore: boolean;
}

export interface ArticleListResponse {
  articles: AdminArticleListItem[];
  pagination: ArticleListPagination;
}

export interface ArticleResponse {
  message?: string;
  article: AdminArticleData;
}

export interface CategoryOption {
  id: string;
  name: string;
  color: string;
}

/**
 * A revision's fields as GET …/revisions/{revisionId} sends them: the admin shape without its joins,
 * plus its author's id. The articles domain owns the stored form (lib/server/articles/field-mapping.ts)
 * and the compiler checks that it is this one.
 */
export type ArticleSnapshot = Omit<AdminArticleData, 'blog_categories' | 'website_admins'> & {
  author_id: string | null;
};

/** A revision as GET …/articles/{id}/revisions lists it, newest first. */
export interface ArticleRevisionSummary {
  id: string;
  created_at: string;
  /** The admin who saved; null for a save no admin made, or an account since deleted. */
  author: { id: string; name: string } | null;
  title: string;
  status: ArticleSnapshot['status'];
  /** Kept by autosave: the latest state of a writing session, refreshed by each autosave of the same author. */
  autosave: boolean;
}

export interface ArticleRevisionListResponse {
  revisions: ArticleRevisionSummary[];
}

/** GET …/revisions/{revisionId}: the summary and the whole snapshot. */
export interface ArticleRevisionResponse {
  revision: ArticleRevisionSummary & { snapshot: ArticleSnapshot };
}

/** An article in the trash (GET /api/admin/blog/trash): the list's form and when it was trashed. */
export interface TrashedArticle extends AdminArticleListItem {
  deleted_at: string;
}

export interface TrashListResponse {
  articles: TrashedArticle[];
}
