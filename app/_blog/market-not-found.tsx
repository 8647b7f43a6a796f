import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { blogNotFoundMetadata } from '@/app/_blog/blog-root';
import { ArticleNotFound } from '@/components/blog/article-view';
import type { MarketCode } from '@/lib/markets';

/** A market's 'Article Not Found' page body (the segment's layout draws its header and footer). */
function MarketNotFoundView({ market }: { market: MarketCode }) {
  return (
    <main id="main" className="px-4 py-12">
      <ArticleNotFound market={market} />
    </main>
  );
}

function Throw404(): never {
  notFound();
}

/**
 * What the page renders for an unknown slug, instead of throwing notFound() itself. React's server
 * renderer does not run error boundaries, so a notFound() thrown outside any Suspense boundary
 * fails the whole document: in an ISR render Next then caches and serves an empty error shell
 * (`<html id="__next_error__">`) and the client draws 'Article Not Found' from the RSC data, which a
 * crawler never sees. Thrown inside an empty Suspense boundary after the content, the same notFound()
 * only costs that boundary: the document keeps the not-found content in place, Next answers 404
 * (and adds robots noindex) for it, and in the browser the boundary's client render reaches the
 * segment's not-found.tsx, which draws the same view.
 */
export function MarketNotFoundPage({ market }: { market: MarketCode }) {
  return (
    <>
      <MarketNotFoundView market={market} />
      <Suspense fallback={null}>
        <Throw404 />
      </Suspense>
    </>
  );
}

/** A market's not-found page (HTTP 404) and its localized metadata, for the market's not-found.tsx. */
export function marketNotFound(market: MarketCode) {
  function NotFound() {
    return <MarketNotFoundView market={market} />;
  }
  return { NotFound, metadata: blogNotFoundMetadata(market) };
}
