import type { ArticleStatus } from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';

/**
 * spec.md "Admin article" as the admin API sends it (JSON): the one definition, which the
 * repository builds (`AdminArticle`) and the portal's screens read.
 */
export interface AdminArticleData {
  id: string;
  title: string;
  slug: string;
  summary: string | null;
  content: string;
  category_id: string | null;
  status: ArticleStatus;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  read_time_minutes: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  market: MarketCode;
  language: Language;
  translation_key_id: string | null;
  is_translation: boolean;
  base_article_id: string | null;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
}

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
 * An article's stored fields at one save (issue 23 point 2): the admin shape without its joins, plus
 * its author's id. What a revision keeps and a restore puts back.
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
