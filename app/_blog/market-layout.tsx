import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';
import type { MarketCode } from '@/lib/markets';

/**
 * A market's header and footer around its index, articles, 404 and error state. In the segment's
 * layout, not in the page: Next serializes the segment's not-found view into every page's inline RSC
 * data, so a header and footer drawn by not-found.tsx were sent twice with each blog page.
 */
export function marketLayout(market: MarketCode) {
  return function MarketLayout({ children }: { children: React.ReactNode }) {
    return (
      <>
        <BlogHeader market={market} />
        {children}
        <BlogFooter market={market} />
      </>
    );
  };
}
