import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { parsePageSegment } from '@/lib/blog/pagination';
import { archivePath, categoryPath } from '@/lib/blog/paths';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import { pathSlug } from '@/lib/validations/article';
import {
  getArchivePage,
  getMarketCategories,
  lookupArticle,
  type ArchivePage,
  type ArticlePageData,
} from '@/lib/server/articles';
import { findImageFacts } from '@/lib/server/media';
import { marketMetaDescription } from '@/lib/server/settings';
import { blogStrings } from '@/lib/blog/i18n';
import { ArticleList, BlogIndexHeader, ClosingBlock } from '@/components/blog/blog-index';
import { ArticleView } from '@/components/blog/article-view';
import { ArticleCallToAction } from '@/components/blog/article-cta';
import { ArchivePager, CategoryLinks } from '@/components/blog/archive-nav';
import { blogNotFoundMetadata } from './blog-root';
import { MarketNotFoundPage } from './market-not-found';
import { archiveMetadata, articleJsonLd, articleMetadata } from './seo';

/*
 * One implementation of a market's blog, bound to a market by each route file. The optional
 * catch-all [[...slug]] holds both the index (no slug) and the article (one slug), so that with an
 * empty generateStaticParams every page is rendered on its first request and then kept as ISR:
 * the build never needs the database.
 */

export interface MarketPageProps {
  params: Promise<{ slug?: string[] }>;
}

/** What a path under the market's blog names; null: a path this blog cannot have (404 without a lookup). */
type BlogRoute =
  { kind: 'archive'; page: number; categorySlug?: string } | { kind: 'article'; slug: string } | null;

async function routeOf(props: MarketPageProps): Promise<BlogRoute> {
  const { slug = [] } = await props.params;
  const [first, second, third, fourth] = slug;
  if (first === undefined) return { kind: 'archive', page: 1 };
  if (slug.length === 1) {
    // Every slug ever saved passed this schema, so anything else is answered without touching the
    // database; untrimmed, so '/blog/foo%20' never answers for 'foo'.
    const parsed = pathSlug.safeParse(first);
    return parsed.success ? { kind: 'article', slug: parsed.data } : null;
  }
  // Archive pages (docs/adr/0057): /page/{n} and /category/{slug}[/page/{n}]; page 1 has no /page/1.
  const pageOf = (segment: string | undefined) => {
    const page = segment === undefined ? null : parsePageSegment(segment);
    return page !== null && page > 1 ? page : null;
  };
  if (first === 'page' && slug.length === 2) {
    const page = pageOf(second);
    return page ? { kind: 'archive', page } : null;
  }
  if (first !== 'category' || !pathSlug.safeParse(second).success || second === undefined) return null;
  if (slug.length === 2) return { kind: 'archive', page: 1, categorySlug: second };
  const page = slug.length === 4 && third === 'page' ? pageOf(fourth) : null;
  return page ? { kind: 'archive', page, categorySlug: second } : null;
}

async function loadArchive(market: MarketCode, route: { page: number; categorySlug?: string }) {
  return getArchivePage({ market, language: getMarket(market).language, ...route });
}

/** The article's data, or null when there is none (the page then draws the market's 404). */
async function loadArticle(market: MarketCode, slug: string) {
  const result = await lookupArticle(market, getMarket(market).language, slug);
  if (result.kind === 'moved') permanentRedirect(articlePath(result.market, result.slug));
  return result.kind === 'found' ? result.data : null;
}

/** The market's default meta description: System Settings' text, else the blog's built-in one. */
async function marketDescription(market: MarketCode): Promise<string> {
  return (
    (await marketMetaDescription(market)) || blogStrings(getMarket(market).language).indexMetaDescription
  );
}

export function marketPage(market: MarketCode) {
  // A missing article or archive page gets the not-found metadata here and the page draws the 404:
  // metadata resolves outside the segment's not-found boundary.
  async function generateMetadata(props: MarketPageProps): Promise<Metadata> {
    const route = await routeOf(props);
    if (route === null) return blogNotFoundMetadata(market);
    if (route.kind === 'archive') {
      const archive = await loadArchive(market, route);
      return archive
        ? archiveMetadata(market, archive, await marketDescription(market))
        : blogNotFoundMetadata(market);
    }
    const result = await lookupArticle(market, getMarket(market).language, route.slug);
    if (result.kind === 'moved') permanentRedirect(articlePath(result.market, result.slug));
    if (result.kind === 'missing') return blogNotFoundMetadata(market);
    const url = result.data.article.featured_image_url;
    return articleMetadata(
      result.data,
      url ? (await findImageFacts([url])).get(url) : undefined,
      await marketDescription(market),
    );
  }

  async function Page(props: MarketPageProps) {
    const route = await routeOf(props);
    // Read before anything renders, so a missing page never starts the page's markup.
    const article = route?.kind === 'article' ? await loadArticle(market, route.slug) : null;
    const archive = route?.kind === 'archive' ? await loadArchive(market, route) : null;
    if (!article && !archive) return <MarketNotFoundPage market={market} />;
    return (
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 py-12 sm:px-6">
        {article ? (
          <ArticleContent market={market} data={article} />
        ) : archive ? (
          <ArchiveContent market={market} archive={archive} />
        ) : null}
      </main>
    );
  }

  return { generateMetadata, Page };
}

// No Suspense boundary inside the document: the list is read before the page renders, so the cached
// HTML holds it from the first byte. A streamed 'Loading articles...' fallback here was swapped out
// after first paint and moved the closing block (Lighthouse CLS 0.15); loading.tsx shows it during
// client-side navigations instead.
async function ArchiveContent({ market, archive }: { market: MarketCode; archive: ArchivePage }) {
  const categories = await getMarketCategories({ market, language: getMarket(market).language });
  const category = archive.category;
  const hrefOf = (page: number) =>
    category ? categoryPath(market, category.slug, page) : archivePath(market, page);
  return (
    <>
      {category ? (
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-navy-900 text-4xl font-bold tracking-tight">{category.name}</h1>
        </div>
      ) : (
        <BlogIndexHeader market={market} />
      )}
      <ArticleList market={market} articles={archive.articles} />
      <ArchivePager market={market} page={archive.page} totalPages={archive.totalPages} hrefOf={hrefOf} />
      {/* After the cards: the first list of the page stays the articles (and the largest paint a card's). */}
      <CategoryLinks market={market} categories={categories} current={category?.slug} />
      {archive.page === 1 && !category ? <ClosingBlock market={market} /> : null}
    </>
  );
}

function ArticleContent({ market, data }: { market: MarketCode; data: ArticlePageData }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(data) }} />
      <ArticleView market={market} article={data.article} versions={data.versions} />
      <ArticleCallToAction market={market} slug={data.article.slug} />
    </>
  );
}
