import { BLOG_CARD_STAGGER_S } from '@/lib/constants/blog';
import type { ArticleCardData } from '@/lib/blog/article-card';
import type { BlogStrings } from '@/lib/blog/i18n';
import type { MarketCode } from '@/lib/markets';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { FeaturedImage } from './featured-image';

interface Props {
  article: ArticleCardData;
  href: string;
  index: number;
  market: MarketCode;
  t: BlogStrings;
}

export function ArticleCard({ article, href, index, market, t }: Props) {
  return (
    <li className="blog-card flex" style={{ animationDelay: `${(index * BLOG_CARD_STAGGER_S).toFixed(1)}s` }}>
      <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {article.featured_image_url ? (
          <FeaturedImage
            src={article.featured_image_url}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={index === 0}
            className="aspect-[1200/630] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <CategoryBadge category={article.blog_categories} />
            <ArticleMeta
              publishedAt={article.published_at}
              readTime={article.read_time_minutes}
              market={market}
              t={t}
            />
          </div>
          <h2 className="mt-3 text-xl font-semibold text-slate-900">
            <a href={href} className="hover:text-brand-700">
              {article.title}
            </a>
          </h2>
          {article.summary ? (
            <p className="mt-2 flex-1 text-slate-700">{article.summary}</p>
          ) : (
            <div className="flex-1" />
          )}
          {article.website_admins ? (
            <p className="mt-4 text-sm text-slate-600">
              {t.by} {article.website_admins.name}
            </p>
          ) : null}
          <a
            href={href}
            className="text-brand-700 hover:text-brand-600 mt-4 inline-flex w-fit items-center gap-1 font-semibold"
            aria-label={`${t.readArticle}: ${article.title}`}
          >
            {t.readArticle} <span aria-hidden="true">→</span>
          </a>
        </div>
      </article>
    </li>
  );
}
