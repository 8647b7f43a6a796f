import 'server-only';
import { getConfig } from '@/lib/config';

/** Absolute URL on the public site (metadata, sitemap, feeds, emails). */
export function absoluteUrl(pathname = '/'): string {
  return new URL(pathname, `${getConfig().siteUrl}/`).toString();
}

export function siteOrigin(): URL {
  return new URL(getConfig().siteUrl);
}
