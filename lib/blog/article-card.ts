/**
 * What an archive card shows: lib/server/articles returns it (the archive pages) and
 * components/blog/article-card.tsx renders it, from this one declaration.
 */
export interface ArticleCardData {
  slug: string;
  title: string;
  summary: string | null;
  featured_image_url: string | null;
  published_at: string;
  read_time_minutes: number | null;
  blog_categories: { name: string; color: string } | null;
  website_admins: { name: string } | null;
}
