'use client';

import Image from 'next/image';
import { useState } from 'react';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants';

interface Props {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A featured image that removes itself when it fails to load (SPEC 8), leaving no broken frame. */
export function FeaturedImage({ src, alt, sizes, priority, className }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={src}
      alt={alt}
      width={FEATURED_IMAGE_SIZE.width}
      height={FEATURED_IMAGE_SIZE.height}
      sizes={sizes}
      // The first image on a page is usually its largest paint: fetch it first (Next 16 replaces `priority` with these).
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? 'eager' : 'lazy'}
      // Images stored elsewhere (Supabase Storage) are served as they are; local ones go through the optimizer.
      unoptimized={/^https?:\/\//i.test(src)}
      className={className}
      data-featured-image=""
      onError={() => setFailed(true)}
    />
  );
}
