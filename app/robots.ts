import type { MetadataRoute } from 'next';
import { ADMIN_BASE_PATH } from '@/lib/constants/portal';
import { absoluteUrl } from '@/lib/site-url';

// SITE_URL is read when the server runs, not when it was built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // The generated share images live under /api but must stay fetchable by link-preview crawlers.
      allow: ['/', '/api/blog/og/'],
      disallow: [ADMIN_BASE_PATH, '/api/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
