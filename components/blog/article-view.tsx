import { formatLongDate } from '@/lib/blog/format-date';
import { blogStrings } from '@/lib/blog/i18n';
import type { LanguageVersion } from '@/lib/blog/paths';
import { withKeyboardScrolling } from '@/lib/blog/scroll-regions';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import { ArticleMeta, CategoryBadge } from './article-meta';
import type { ArticleCardData } from '@/lib/blog/article-card';
import { FeaturedImage } from './featured-image';

interface ArticleViewData extends ArticleCardData {
  content: string;
  /** Alt text of the featured image; the title stands in when it is empty. */
  featured_image_alt: string | null;
  /** "Legally reviewed" (issue 35): both set or neither; absent where the caller has none (the editor's preview). */
  reviewed_by?: string | null;
  reviewed_at?: string | null;
}

/**
 * "Reviewed by {name} on {date}" in the page's language, the day in the market's locale. The review date
 * is a calendar day, not an instant: read at noon UTC it is the same day in every market's zone.
 */
export function reviewedLine(
  article: Pick<ArticleViewData, 'reviewed_by' | 'reviewed_at'>,
  market: MarketCode,
): string | null {
  if (!article.reviewed_by || !article.reviewed_at) return null;
  const m = getMarket(market);
  const date = formatLongDate(`${article.reviewed_at}T12:00:00.000Z`, m);
  return blogStrings(m.language).reviewedBy(article.reviewed_by, date);
}

interface ArticleViewProps {
  market: MarketCode;
  article: ArticleViewData;
  /** Every public language version, this one included. */
  versions?: readonly LanguageVersion[];
}

export function ArticleView({ market, article, versions = [] }: ArticleViewProps) {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const others = versions.filter((v) => v.market !== market);
  const reviewed = reviewedLine(article, market);
  return (
    <article className="mx-auto max-w-3xl">
      <a
        href={m.basePath}
        className="text-brand-700 hover:text-brand-600 inline-flex items-center gap-1 font-semibold"
      >
        <span aria-hidden="true">←</span> {t.backToBlog}
      </a>
      <div className="mt-6 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <CategoryBadge category={article.blog_categories} fallback={t.uncategorized} />
        <ArticleMeta
          publishedAt={article.published_at}
          readTime={article.read_time_minutes}
          market={market}
          t={t}
        />
      </div>
      <h1 className="text-navy-900 mt-4 text-4xl font-bold tracking-tight">{article.title}</h1>
      {article.summary ? <p className="mt-4 text-xl text-slate-700">{article.summary}</p> : null}
      {article.website_admins ? (
        <p className="mt-4 text-sm text-slate-600">
          {t.by} {article.website_admins.name}
        </p>
      ) : null}
      {reviewed ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="article-reviewed">
          {reviewed}
        </p>
      ) : null}
      {others.length > 0 ? (
        <nav aria-label={t.otherLanguages} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t.otherLanguages}:</span>
          {others.map((v) => {
            const vm = getMarket(v.market);
            return (
              <a
                key={v.market}
                href={articlePath(v.market, v.slug)}
                hrefLang={vm.locale}
                lang={vm.locale}
                className="text-brand-700 hover:bg-brand-50 rounded-md border border-slate-300 px-2 py-1 font-medium"
              >
                {vm.versionLabel}
              </a>
            );
          })}
        </nav>
      ) : null}
      {article.featured_image_url ? (
        <FeaturedImage
          src={article.featured_image_url}
          alt={article.featured_image_alt || article.title}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
        />
      ) : null}
      {/* Words break only when one alone is wider than its line (break-word, which leaves min-content
          widths alone): table cells keep words whole and a wide table scrolls inside its own box; links
          (long URLs) may still wrap anywhere. Aligned images and figures float beside the text within the
          body (flow-root holds them); their classes are the sanitizer's three (docs/adr/0091). */}
      <div
        className="article-body [&_a]:text-brand-700 [&_blockquote]:border-brand-500 mt-8 [display:flow-root] space-y-4 text-lg leading-relaxed [overflow-wrap:break-word] text-slate-800 [&_.aligncenter]:mx-auto [&_.aligncenter]:block [&_.aligncenter]:w-fit [&_.alignleft]:float-left [&_.alignleft]:mr-6 [&_.alignleft]:mb-4 [&_.alignleft]:max-w-[50%] [&_.alignright]:float-right [&_.alignright]:mb-4 [&_.alignright]:ml-6 [&_.alignright]:max-w-[50%] [&_[id]]:scroll-mt-6 [&_a]:[overflow-wrap:anywhere] [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-slate-600 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_hr]:my-8 [&_hr]:border-slate-300 [&_img]:rounded-lg [&_li]:ml-6 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc"
        // Already sanitized with the spec.md "Article HTML allowlist" allowlist by toPublicArticle, the public read path's one mapping.
        dangerouslySetInnerHTML={{ __html: withKeyboardScrolling(article.content) }}
      />
    </article>
  );
}

export function ArticleNotFound({ market }: { market: MarketCode }) {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-navy-900 text-3xl font-bold">{t.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{t.notFoundMessage}</p>
      <a
        href={m.basePath}
        className="bg-brand-700 hover:bg-brand-600 mt-6 inline-block rounded-md px-4 py-2 font-semibold text-white"
      >
        {t.backToBlog}
      </a>
    </div>
  );
}
