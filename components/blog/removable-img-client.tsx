'use client';

import { useState, type ComponentProps } from 'react';

type Props = ComponentProps<'img'> & { 'data-featured-image'?: string };

/** An `<img>` that removes itself when it fails to load, before or after hydration (spec.md "Blog index"). */
export function RemovableImg({ alt, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image's getImageProps
    <img
      {...props}
      alt={alt}
      // An image that failed before hydration fired its error event before React listened for it.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}
