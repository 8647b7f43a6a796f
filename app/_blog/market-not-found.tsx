import { blogNotFoundMetadata } from '@/app/_blog/blog-root';
import { ArticleNotFound } from '@/components/blog/article-view';
import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';
import type { MarketCode } from '@/lib/markets';

/** A market's not-found page (HTTP 404) and its localized metadata, for the market's not-found.tsx. */
export function marketNotFound(market: MarketCode) {
  function NotFound() {
    return (
      <>
        <BlogHeader market={market} />
        <main id="main" className="px-4 py-12">
          <ArticleNotFound market={market} />
        </main>
        <BlogFooter market={market} />
      </>
    );
  }
  return { NotFound, metadata: blogNotFoundMetadata(market) };
}
