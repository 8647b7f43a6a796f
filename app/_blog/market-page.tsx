import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { BLOG_LIST_LIMIT } from '@/lib/constants';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import { pathSlug } from '@/lib/validations/article';
import { getDb } from '@/lib/server/db/client';
import { getMarketArticles, lookupArticle, type ArticlePageData } from '@/lib/server/services/public-blog';
import { ArticleList, BlogIndexHeader, ClosingBlock } from '@/components/blog/blog-index';
import { ArticleView } from '@/components/blog/article-view';
import { blogNotFoundMetadata } from './blog-root';
import { MarketNotFoundPage } from './market-not-found';
import { articleJsonLd, articleMetadata, indexMetadata } from './seo';

/*
 * One implementation of a market's blog, bound to a market by each route file. The optional
 * catch-all [[...slug]] holds both the index (no slug) and the article (one slug), so that with an
 * empty generateStaticParams every page is rendered on its first request and then kept as ISR:
 * the build never needs the database.
 */

export interface MarketPageProps {
  params: Promise<{ slug?: string[] }>;
}

/** undefined: the index; a string: an article; null: a path this blog cannot have (404 without a lookup). */
async function slugOf(props: MarketPageProps): Promise<string | undefined | null> {
  const { slug } = await props.params;
  if (!slug || slug.length === 0) return undefined;
  if (slug.length > 1) return null;
  // Every slug ever saved passed this schema, so anything else is answered without touching the
  // database; untrimmed, so '/blog/foo%20' never answers for 'foo'.
  const parsed = pathSlug.safeParse(slug[0]);
  return parsed.success ? parsed.data : null;
}

/** The article's data, or null when there is none (the page then draws the market's 404). */
async function loadArticle(market: MarketCode, slug: string) {
  const result = await lookupArticle(await getDb(), market, getMarket(market).language, slug);
  if (result.kind === 'moved') permanentRedirect(articlePath(result.market, result.slug));
  return result.kind === 'found' ? result.data : null;
}

export function marketPage(market: MarketCode) {
  // A missing article gets the not-found metadata here and the page throws notFound(): metadata resolves
  // outside the segment's not-found boundary.
  async function generateMetadata(props: MarketPageProps): Promise<Metadata> {
    const slug = await slugOf(props);
    if (slug === null) return blogNotFoundMetadata(market);
    if (slug === undefined) return indexMetadata(market);
    const result = await lookupArticle(await getDb(), market, getMarket(market).language, slug);
    if (result.kind === 'moved') permanentRedirect(articlePath(result.market, result.slug));
    if (result.kind === 'missing') return blogNotFoundMetadata(market);
    return articleMetadata(result.data);
  }

  async function Page(props: MarketPageProps) {
    const slug = await slugOf(props);
    // Read before anything renders, so a missing article never starts the article's markup.
    const article = typeof slug === 'string' ? await loadArticle(market, slug) : null;
    if (slug === null || (slug !== undefined && !article)) return <MarketNotFoundPage market={market} />;
    return (
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 py-12 sm:px-6">
        {article ? <ArticleContent market={market} data={article} /> : <IndexContent market={market} />}
      </main>
    );
  }

  return { generateMetadata, Page };
}

// No Suspense boundary inside the document: the list is read before the page renders, so the cached
// HTML holds it from the first byte. A streamed 'Loading articles...' fallback here was swapped out
// after first paint and moved the closing block (Lighthouse CLS 0.15); loading.tsx shows it during
// client-side navigations instead.
async function IndexContent({ market }: { market: MarketCode }) {
  const articles = await getMarketArticles(
    await getDb(),
    market,
    getMarket(market).language,
    BLOG_LIST_LIMIT,
  );
  return (
    <>
      <BlogIndexHeader market={market} />
      <ArticleList market={market} articles={articles} />
      <ClosingBlock market={market} />
    </>
  );
}

function ArticleContent({ market, data }: { market: MarketCode; data: ArticlePageData }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(data) }} />
      <ArticleView market={market} article={data.article} versions={data.versions} />
    </>
  );
}
