import 'server-only';
import { ADMIN_BASE_PATH } from '@/lib/constants/portal';
import { SECRET_PATH_PREFIXES } from '@/lib/constants/observability';

/**
 * A request's path as logs and metrics may show it: no query string (tokens, emails and search terms
 * ride there) and `:token` in place of the segment that is a bearer secret (reset, invitation,
 * email-confirmation and preview links). Capped, so a client cannot write a megabyte into a log line.
 */
export function loggablePath(url: string): string {
  const end = url.search(/[?#]/);
  const path = (end === -1 ? url : url.slice(0, end)).slice(0, 512);
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (path.startsWith(`${prefix}/`) && path.length > prefix.length + 1) {
      const rest = path.slice(prefix.length + 1);
      const slash = rest.indexOf('/');
      return `${prefix}/:token${slash === -1 ? '' : rest.slice(slash)}`;
    }
  }
  return path;
}

/** The route groups requests are counted by in GET /api/metrics. */
export type RouteGroup =
  | 'page'
  | 'portal'
  | 'public_api'
  | 'admin_api'
  | 'health'
  | 'metrics'
  | 'cron'
  | 'static'
  | 'image'
  | 'media';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Which group a (loggable) path belongs to: a handful of labels, whatever the client asks for. */
export function routeGroup(path: string): RouteGroup {
  if (under(path, '/_next/image')) return 'image';
  if (under(path, '/_next')) return 'static';
  if (under(path, '/media')) return 'media';
  if (under(path, '/api/health')) return 'health';
  if (under(path, '/api/metrics')) return 'metrics';
  // Job runs (ADR 0107): minutes long at times, kept out of the public API's latency.
  if (under(path, '/api/cron')) return 'cron';
  if (under(path, '/api/admin') || under(path, '/api/websiteadmin')) return 'admin_api';
  if (under(path, '/api')) return 'public_api';
  if (under(path, ADMIN_BASE_PATH)) return 'portal';
  // Files of public/ (icons, images, robots.txt is a route) by their extension.
  if (/\.(?:ico|png|jpe?g|gif|webp|avif|svg|woff2?|css|js|map)$/i.test(path)) return 'static';
  return 'page';
}
