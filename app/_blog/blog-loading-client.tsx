'use client';

import { useParams, usePathname } from 'next/navigation';
import { LoadingState } from '@/components/blog/blog-index';
import { blogStrings } from '@/lib/blog/i18n';
import { marketForPathname } from '@/lib/markets';

/** 'Loading articles...' or 'Loading article...' in the market's language, while a blog page loads. */
export function BlogLoading() {
  const market = marketForPathname(usePathname());
  const params = useParams<{ slug?: string[] }>();
  const t = blogStrings(market.language);
  const isArticle = Array.isArray(params.slug) && params.slug.length > 0;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 py-12 sm:px-6">
      <LoadingState text={isArticle ? t.loadingArticle : t.loadingArticles} />
    </main>
  );
}
