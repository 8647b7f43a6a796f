'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { blogStrings } from '@/lib/blog/i18n';
import { marketForPathname } from '@/lib/markets';

/** The blog's error state: index ('Failed to load blog articles' + Try Again) or article (spec.md "Article page"). */
export function BlogError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const market = marketForPathname(usePathname());
  const params = useParams<{ slug?: string[] }>();
  const t = blogStrings(market.language);
  const isArticle = Array.isArray(params.slug) && params.slug.length > 0;

  useEffect(() => {
    console.error(error);
  }, [error]);

  // SPEC: 'Try Again' reloads the page, so a transient failure gets a full fresh render.
  const reload = () => window.location.reload();
  const button = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600';

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      {/* A client boundary has no metadata export; React 19 hoists this into <head>. */}
      <title>{`${isArticle ? t.errorLoadingArticle : t.errorLoadingArticles} | ${market.feedTitle}`}</title>
      {isArticle ? (
        <>
          <h1 className="text-navy-900 text-3xl font-bold">{t.errorLoadingArticle}</h1>
          <p className="mt-3 text-slate-700">{t.errorLoadingArticleMessage}</p>
        </>
      ) : (
        <p role="alert" className="text-lg text-red-700">
          {t.errorLoadingArticles}
        </p>
      )}
      <div className="mt-6 flex justify-center gap-4">
        {isArticle ? (
          // A plain link: next/link would add its client runtime to every blog page for a rare state.
          <a
            href={market.basePath}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800"
          >
            {t.backToBlog}
          </a>
        ) : null}
        <button type="button" onClick={reload} className={button}>
          {t.tryAgain}
        </button>
      </div>
    </main>
  );
}
