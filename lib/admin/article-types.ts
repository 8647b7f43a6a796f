import type { ArticleStatus } from '@/lib/constants';
import type { Language, MarketCode } from '@/lib/markets';

/**
 * SPEC 3 'Article in the admin' as the admin API sends it (JSON): the one definition, which the
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

export interface ArticleListResponse {
  articles: AdminArticleData[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
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
