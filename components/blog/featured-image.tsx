import { getImageProps } from 'next/image';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants/articles';
import { RemovableImg } from './removable-img-client';

interface Props {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * Local uploads (/media/...) and the Supabase bucket next.config allows go through the optimizer; any
 * other absolute URL is served as it is, since the optimizer refuses hosts it was not told about.
 */
function optimizable(src: string): boolean {
  const remote = process.env.OPTIMIZED_REMOTE_IMAGES_PREFIX;
  return !/^https?:\/\//i.test(src) || (remote !== undefined && remote !== '' && src.startsWith(remote));
}

/**
 * A featured image (server component): the `<img>` attributes (srcset through the optimizer, sizes,
 * priority hints) are computed on the server with getImageProps, so the page does not ship next/image's
 * client runtime; only the spec.md "Blog index" ('remove itself when it fails to load') runs on the client.
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
    unoptimized: !optimizable(src),
    className,
  });
  return <RemovableImg {...props} alt={alt} data-featured-image="" />;
}
