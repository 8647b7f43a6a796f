import { BlogFooter } from '@/components/blog/blog-footer';
import { BlogHeader } from '@/components/blog/blog-header';
import { articleLeadLinks } from '@/lib/blog/paths';
import type { MarketCode } from '@/lib/markets';
import { pathSlug } from '@/lib/validations/article';

interface MarketLayoutProps {
  children: React.ReactNode;
  params: Promise<{ slug?: string[] }>;
}

/**
 * A market's header and footer around its index, articles, 404 and error state. In the segment's
 * layout, not in the page: Next serializes the segment's not-found view into every page's inline RSC
 * data, so a header and footer drawn by not-found.tsx were sent twice with each blog page.
 *
 * The layout of [[...slug]] gets the page's params: on an article's path (one slug) the header's trial
 * link carries the article (issue 38), from the URL alone, with no lookup. A path that names no article
 * renders the 404 under the same header; its link then names that path, which the reports show with no
 * title.
 */
export function marketLayout(market: MarketCode) {
  return async function MarketLayout({ children, params }: MarketLayoutProps) {
    const { slug = [] } = await params;
    const article = slug.length === 1 ? pathSlug.safeParse(slug[0]) : null;
    return (
      <>
        <BlogHeader
          market={market}
          trialHref={article?.success ? articleLeadLinks(market, article.data).earlyAccess : undefined}
        />
        {children}
        <BlogFooter market={market} />
      </>
    );
  };
}
