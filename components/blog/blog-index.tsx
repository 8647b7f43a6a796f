import { blogStrings } from '@/lib/blog/i18n';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import type { ArticleCardData } from '@/lib/blog/article-card';
import { ArticleCard } from './article-card';
import { CtaPanel } from './cta-panel';

export function BlogIndexHeader({ market }: { market: MarketCode }) {
  const t = blogStrings(getMarket(market).language);
  return (
    <div className="mx-auto max-w-3xl text-center">
      <span className="bg-brand-50 text-brand-700 inline-block rounded-full px-4 py-1 text-sm font-semibold">
        {t.badge}
      </span>
      <h1 className="text-navy-900 mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t.indexTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.indexSubtitle}</p>
    </div>
  );
}

export function ArticleList({
  market,
  articles,
}: {
  market: MarketCode;
  articles: readonly ArticleCardData[];
}) {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  if (articles.length === 0) {
    return (
      <div className="mx-auto mt-12 max-w-md rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <h2 className="text-xl font-semibold">{t.emptyTitle}</h2>
        <p className="mt-2 text-slate-700">{t.emptyMessage}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links keep next/link off the blog (issue 25) */}
        <a
          href="/"
          className="bg-brand-700 hover:bg-brand-600 mt-6 inline-block rounded-md px-4 py-2 font-semibold text-white"
        >
          {t.backToHome}
        </a>
      </div>
    );
  }
  return (
    <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.badge}>
      {articles.map((a, i) => (
        <ArticleCard
          key={a.slug}
          article={a}
          href={articlePath(market, a.slug)}
          index={i}
          market={market}
          t={t}
        />
      ))}
    </ul>
  );
}

export function ClosingBlock({ market }: { market: MarketCode }) {
  const t = blogStrings(getMarket(market).language);
  return (
    <CtaPanel
      id="blog-cta-title"
      title={t.ctaTitle}
      text={t.ctaText}
      primary={{ href: '/login', label: t.ctaButton }}
      secondary={{ href: '/', label: t.backToHome }}
    />
  );
}
