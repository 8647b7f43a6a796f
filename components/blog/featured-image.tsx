import { getImageProps } from 'next/image';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants';
import { RemovableImg } from './removable-img-client';

interface Props {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A featured image (server component): the `<img>` attributes (srcset through the optimizer, sizes,
 * priority hints) are computed on the server with getImageProps, so the page does not ship next/image's
 * client runtime; only the SPEC 8 'remove itself when it fails to load' runs on the client.
 */
export function FeaturedImage({ src, alt, sizes, priority, className }: Props) {
  const { props } = getImageProps({
    src,
    alt,
    width: FEATURED_IMAGE_SIZE.width,
    height: FEATURED_IMAGE_SIZE.height,
    sizes,
    // The first image on a page is usually its largest paint: fetch it first, not lazily.
    fetchPriority: priority ? 'high' : undefined,
    loading: priority ? 'eager' : 'lazy',
    // Images stored elsewhere (Supabase Storage) are served as they are; local ones go through the optimizer.
    unoptimized: /^https?:\/\//i.test(src),
    className,
  });
  return <RemovableImg {...props} alt={alt} data-featured-image="" />;
}
