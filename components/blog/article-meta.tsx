import { displayReadTime } from '@/lib/reading-time';
import { formatLongDate } from '@/lib/blog/format-date';
import type { BlogStrings } from '@/lib/blog/i18n';
import { getMarket, type MarketCode } from '@/lib/markets';

/** Date and read time, as on cards and the article header. */
export function ArticleMeta({
  publishedAt,
  readTime,
  market,
  t,
}: {
  publishedAt: string;
  readTime: number | null;
  market: MarketCode;
  t: BlogStrings;
}) {
  // No line of the meta starts with the separator: see .blog-meta in blog.css.
  return (
    <span className="blog-meta">
      <time dateTime={publishedAt}>{formatLongDate(publishedAt, getMarket(market))}</time>
      <span>
        <span aria-hidden="true" className="blog-meta-separator">
          ·
        </span>
        {t.minRead(displayReadTime(readTime))}
      </span>
    </span>
  );
}

export function CategoryBadge({
  category,
  fallback,
}: {
  category: { name: string; color: string } | null;
  fallback?: string;
}) {
  if (!category) {
    return fallback ? (
      <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
        {fallback}
      </span>
    ) : null;
  }
  return (
    <span
      className="rounded-full px-3 py-1 text-xs font-semibold"
      // Category colours are editor-chosen: tint the background and keep the text dark enough to read.
      style={{
        backgroundColor: `${category.color}1a`,
        color: '#0f172a',
        boxShadow: `inset 0 0 0 1px ${category.color}`,
      }}
      data-category-color={category.color}
    >
      {category.name}
    </span>
  );
}
