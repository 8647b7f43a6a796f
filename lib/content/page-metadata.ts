import type { Metadata } from 'next';
import { BRAND_NAME } from '@/lib/constants/site';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants/articles';
import { fitDescription } from './meta-length';

/** The marketing pages' share image (app/(site)/og-image.png), 1200×630 like the blog's featured images. */
export const SHARE_IMAGE = {
  url: '/og-image.png',
  ...FEATURED_IMAGE_SIZE,
  alt: `${BRAND_NAME}, the AI legal associate for solo lawyers`,
};

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for a public page. Paths are
 * relative: the site layout's metadataBase (SITE_URL) makes them absolute.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  /** Use the title as is, without the '| AiLex' suffix of the layout's template. */
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${BRAND_NAME}`;
  description = fitDescription(description);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: BRAND_NAME,
      locale: 'en_US',
      url: path,
      title: fullTitle,
      description,
      images: [{ ...SHARE_IMAGE, type: 'image/png' }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: SHARE_IMAGE.url, alt: SHARE_IMAGE.alt }],
    },
  };
}
