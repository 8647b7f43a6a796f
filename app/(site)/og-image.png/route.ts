// GET /og-image.png — the share image of every marketing page, rendered once at build time
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { ShareImage } from '@/components/site/share-image';
import { SHARE_IMAGE } from '@/lib/content/page-metadata';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(createElement(ShareImage), {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  });
}
