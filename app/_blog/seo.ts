import type { Metadata } from 'next';
import { BRAND_NAME, LOGO_PATH, LOGO_SIZE } from '@/lib/constants/site';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants/articles';
import { lastModifiedOf } from '@/lib/blog/format-date';
import { blogStrings } from '@/lib/blog/i18n';
import {
  archivePath,
  articleAlternates,
  categoryPath,
  articleImageVersion,
  indexAlternates,
  marketFeedPath,
  ogImagePath,
} from '@/lib/blog/paths';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import { fitDescription, fitTitle } from '@/lib/content/meta-length';
import { absoluteUrl } from '@/lib/site-url';
import { type ArchivePage, type ArticlePageData } from '@/lib/server/articles';
import type { ImageFacts } from '@/lib/server/media';

const ogLocale = (locale: string) => (locale === 'en' ? 'en_US' : locale.replace('-', '_'));

function feedLink(market: MarketCode) {
  return {
    'application/rss+xml': [{ url: absoluteUrl(marketFeedPath(market)), title: getMarket(market).feedTitle }],
  };
}

/** `description`: the market's default meta description (System Settings; the blog's built-in one by default). */
export function indexMetadata(
  market: MarketCode,
  description = blogStrings(getMarket(market).language).indexMetaDescription,
): Metadata {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const title = fitTitle(t.indexTitle, ` | ${m.feedTitle}`);
  const url = absoluteUrl(m.basePath);
  const image = { url: absoluteUrl(ogImagePath(market)), ...FEATURED_IMAGE_SIZE, alt: m.feedTitle };
  return {
    title: { absolute: title },
    description: description,
    alternates: { canonical: url, languages: indexAlternates(absoluteUrl), types: feedLink(market) },
    openGraph: {
      type: 'website',
      url,
      title,
      description: description,
      siteName: BRAND_NAME,
      locale: ogLocale(m.locale),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/**
 * An archive page's metadata (docs/adr/0057): page 1 of the index is the index; every other page,
 * and each category page, has its own title and canonical (itself), and no hreflang (other markets'
 * pages list other articles).
 */
/** `description`: the market's default meta description, as for indexMetadata. */
export function archiveMetadata(
  market: MarketCode,
  archive: ArchivePage,
  description = blogStrings(getMarket(market).language).indexMetaDescription,
): Metadata {
  const { page, category } = archive;
  if (page === 1 && !category) return indexMetadata(market, description);
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const title = [category?.name, m.feedTitle, page > 1 ? t.pageN(page) : undefined]
    .filter(Boolean)
    .join(' – ');
  const url = absoluteUrl(category ? categoryPath(market, category.slug, page) : archivePath(market, page));
  const image = { url: absoluteUrl(ogImagePath(market)), ...FEATURED_IMAGE_SIZE, alt: m.feedTitle };
  return {
    title: { absolute: title },
    description: description,
    // A category with nothing in this market yet: its page answers (a link to it stays good), but a
    // search engine gets no empty page to index. Nothing on the site links to it (getMarketCategories).
    ...(category && archive.articles.length === 0 ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical: url, types: feedLink(market) },
    openGraph: {
      type: 'website',
      url,
      title,
      description: description,
      siteName: BRAND_NAME,
      locale: ogLocale(m.locale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: description, images: [image.url] },
  };
}

/**
 * The image for sharing: the featured image when there is one, with its size and type when the
 * gallery (or the site's own file) knows them, else the generated card, always FEATURED_IMAGE_SIZE PNG.
 */
function shareImage(data: ArticlePageData, facts?: ImageFacts): ShareImage {
  const { article, market, updatedAt } = data;
  if (article.featured_image_url)
    return {
      url: /^https?:/i.test(article.featured_image_url)
        ? article.featured_image_url
        : absoluteUrl(article.featured_image_url),
      ...(facts ? { width: facts.width, height: facts.height, type: facts.contentType } : {}),
    };
  return {
    url: absoluteUrl(ogImagePath(market, article.slug, articleImageVersion(updatedAt))),
    ...FEATURED_IMAGE_SIZE,
    type: 'image/png',
  };
}

/**
 * `image`: what is known of the featured image (findImageFacts), for og:image's width, height and type.
 * `marketDescription`: the market's default meta description, for an article with no description or summary.
 */
export function articleMetadata(data: ArticlePageData, image?: ImageFacts, marketDescription = ''): Metadata {
  const { article, market } = data;
  const m = getMarket(market);
  const title = article.meta_title
    ? fitTitle(article.meta_title)
    : fitTitle(article.title, ` | ${BRAND_NAME} Blog`);
  const rawDescription = article.meta_description || article.summary || marketDescription;
  const description = rawDescription ? fitDescription(rawDescription) : undefined;
  const url = absoluteUrl(articlePath(market, article.slug));
  const share = shareImage(data, image);
  const alt = article.featured_image_url ? article.featured_image_alt || article.title : article.title;
  return {
    title: { absolute: title },
    description,
    authors: article.website_admins ? [{ name: article.website_admins.name }] : undefined,
    alternates: {
      canonical: data.canonicalUrl ?? url,
      languages: articleAlternates(data.versions, absoluteUrl),
      types: feedLink(market),
    },
    openGraph: {
      type: 'article',
      url,
      title,
      description,
      siteName: BRAND_NAME,
      locale: ogLocale(m.locale),
      publishedTime: article.published_at,
      modifiedTime: lastModifiedOf(data.updatedAt, article.published_at),
      authors: article.website_admins ? [article.website_admins.name] : undefined,
      section: article.blog_categories?.name,
      images: [{ ...share, alt }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: share.url, alt }] },
  };
}

/** schema.org BlogPosting for the article, serialized safely for a <script> tag. */
export function articleJsonLd(data: ArticlePageData): string {
  const { article, market } = data;
  const url = absoluteUrl(articlePath(market, article.slug));
  const json = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.meta_description || article.summary || undefined,
    datePublished: article.published_at,
    dateModified: lastModifiedOf(data.updatedAt, article.published_at),
    inLanguage: getMarket(market).locale,
    // schema.org puts a legal review on the page: who checked it (a Person) and the day (ISO 8601).
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': url,
      ...(article.reviewed_by && article.reviewed_at
        ? { reviewedBy: { '@type': 'Person', name: article.reviewed_by }, lastReviewed: article.reviewed_at }
        : {}),
    },
    url,
    image: [shareImage(data).url],
    // No author pages: the author's url is the site's home, where the firm presents itself.
    author: article.website_admins
      ? { '@type': 'Person', name: article.website_admins.name, url: absoluteUrl('/') }
      : { '@type': 'Organization', name: BRAND_NAME, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: BRAND_NAME,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    },
    articleSection: article.blog_categories?.name,
  };
  // '<' escaped so the content can never close the script element.
  return JSON.stringify(json).replace(/</g, '\\u003c');
}
