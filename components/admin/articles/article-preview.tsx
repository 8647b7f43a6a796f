'use client';
import type { ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData, CategoryOption } from '@/lib/admin/article-types';
import { readingTimeMinutes } from '@/lib/reading-time';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { ArticleView } from '@/components/blog/article-view';

/**
 * Show Preview: the body through THE sanitizer (spec.md "Article HTML allowlist") and the public article page's own component, so
 * what the editor sees is what a reader will get.
 */
export function ArticlePreview({
  form,
  loaded,
  categories,
}: {
  form: ArticleForm;
  loaded: AdminArticleData | null;
  categories: readonly CategoryOption[];
}) {
  const category = categories.find((c) => c.id === form.categoryId);
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-8" data-testid="article-preview">
      <ArticleView
        market={form.market}
        article={{
          slug: form.slug,
          title: form.title,
          summary: form.summary || null,
          content: sanitizeHtml(form.content),
          featured_image_url: form.featuredImageUrl || null,
          featured_image_alt: form.featuredImageAlt || null,
          reviewed_by: form.reviewedBy || null,
          reviewed_at: form.reviewedAt || null,
          published_at: loaded?.published_at ?? new Date().toISOString(),
          read_time_minutes: readingTimeMinutes(form.content),
          blog_categories: category ? { name: category.name, color: category.color } : null,
          website_admins: loaded?.website_admins ?? null,
        }}
      />
    </div>
  );
}
