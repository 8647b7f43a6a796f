import type { Metadata } from 'next';
import { BRAND_NAME, FEATURED_IMAGE_SIZE } from '@/lib/constants';
import { lastModifiedOf } from '@/lib/blog/format-date';
import { blogStrings } from '@/lib/blog/i18n';
import {
  articleAlternates,
  articleImageVersion,
  indexAlternates,
  marketFeedPath,
  ogImagePath,
} from '@/lib/blog/paths';
import { articlePath, getMarket, type MarketCode } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import type { ArticlePageData } from '@/lib/server/services/public-blog';

const ogLocale = (locale: string) => (locale === 'en' ? 'en_US' : locale.replace('-', '_'));

function feedLink(market: MarketCode) {
  return {
    'application/rss+xml': [{ url: absoluteUrl(marketFeedPath(market)), title: getMarket(market).feedTitle }],
  };
}

export function indexMetadata(market: MarketCode): Metadata {
  const m = getMarket(market);
  const t = blogStrings(m.language);
  const title = `${t.indexTitle} | ${m.feedTitle}`;
  const url = absoluteUrl(m.basePath);
  const image = { url: absoluteUrl(ogImagePath(market)), ...FEATURED_IMAGE_SIZE, alt: m.feedTitle };
  return {
    title: { absolute: title },
    description: t.indexMetaDescription,
    alternates: { canonical: url, languages: indexAlternates(absoluteUrl), types: feedLink(market) },
    openGraph: {
      type: 'website',
      url,
      title,
      description: t.indexMetaDescription,
      siteName: BRAND_NAME,
      locale: ogLocale(m.locale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: t.indexMetaDescription, images: [image.url] },
  };
}

/**
 * The image for sharing: the featured image when there is one (its size unknown, so none is
 * declared), else the generated card, which is always FEATURED_IMAGE_SIZE.
 */
function shareImage(data: ArticlePageData): { url: string; width?: number; height?: number } {
  const { article, market, updatedAt } = data;
  if (article.featured_image_url)
    return {
      url: /^https?:/i.test(article.featured_image_url)
        ? article.featured_image_url
        : absoluteUrl(article.featured_image_url),
    };
  return {
    url: absoluteUrl(ogImagePath(market, article.slug, articleImageVersion(updatedAt))),
    ...FEATURED_IMAGE_SIZE,
  };
}

export function articleMetadata(data: ArticlePageData): Metadata {
  const { article, market } = data;
  const m = getMarket(market);
  const title = article.meta_title || `${article.title} | ${BRAND_NAME} Blog`;
  const description = article.meta_description || article.summary || undefined;
  const url = absoluteUrl(articlePath(market, article.slug));
  const image = shareImage(data);
  return {
    title: { absolute: title },
    description,
    authors: article.website_admins ? [{ name: article.website_admins.name }] : undefined,
    alternates: {
      canonical: url,
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
      images: [{ ...image, alt: article.title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
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
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: [shareImage(data).url],
    author: article.website_admins
      ? { '@type': 'Person', name: article.website_admins.name }
      : { '@type': 'Organization', name: BRAND_NAME },
    publisher: { '@type': 'Organization', name: BRAND_NAME, url: absoluteUrl('/') },
    articleSection: article.blog_categories?.name,
  };
  // '<' escaped so the content can never close the script element.
  return JSON.stringify(json).replace(/</g, '\\u003c');
}
