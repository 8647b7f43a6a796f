import 'server-only';

/** The methods Next's route handlers can export; any other method never reaches a handler. */
export const ROUTABLE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RoutableMethod = (typeof ROUTABLE_METHODS)[number];

/**
 * The methods each API route handler exports (its route file's path under app/, `[param]` for a dynamic
 * segment). HEAD comes with GET and OPTIONS from Next, so they are not listed. Kept in step with the
 * route files by tests/security/route-methods.int.test.ts; a route missing here still works, only its
 * refusals fall back to Next's (an empty 405).
 */
export const API_ROUTE_METHODS: Readonly<Record<string, readonly RoutableMethod[]>> = {
  '/api/admin/account': ['GET', 'PATCH'],
  '/api/admin/account/2fa/disable': ['POST'],
  '/api/admin/account/2fa/enable': ['POST'],
  '/api/admin/account/2fa/setup': ['POST'],
  '/api/admin/account/email': ['POST'],
  '/api/admin/account/email/confirm': ['POST'],
  '/api/admin/account/notifications': ['GET', 'PUT'],
  '/api/admin/account/password': ['POST'],
  '/api/admin/account/sessions': ['GET', 'DELETE'],
  '/api/admin/backups': ['GET', 'POST'],
  '/api/admin/backups/[id]/download': ['GET'],
  '/api/admin/blog/articles': ['GET', 'POST'],
  '/api/admin/blog/articles/[id]': ['GET', 'PUT', 'DELETE'],
  '/api/admin/blog/articles/[id]/revisions': ['GET'],
  '/api/admin/blog/articles/[id]/revisions/[revisionId]': ['GET'],
  '/api/admin/blog/articles/[id]/revisions/[revisionId]/restore': ['POST'],
  '/api/admin/blog/articles/[id]/preview-link': ['POST', 'DELETE'],
  '/api/admin/blog/articles/[id]/presence': ['POST', 'DELETE'],
  '/api/admin/blog/articles/bulk': ['POST'],
  '/api/admin/blog/categories': ['GET', 'POST'],
  '/api/admin/blog/categories/[id]': ['PUT', 'DELETE'],
  '/api/admin/blog/trash': ['GET'],
  '/api/admin/blog/trash/[id]': ['DELETE'],
  '/api/admin/blog/trash/[id]/restore': ['POST'],
  '/api/admin/campaigns': ['GET', 'POST'],
  '/api/admin/campaigns/articles': ['GET'],
  '/api/admin/campaigns/[id]': ['GET'],
  '/api/admin/campaigns/[id]/preview': ['GET'],
  '/api/admin/campaigns/[id]/send': ['POST'],
  '/api/admin/campaigns/[id]/test': ['POST'],
  '/api/admin/images': ['GET', 'POST'],
  '/api/admin/images/[id]': ['GET', 'PATCH'],
  '/api/admin/images/bulk-delete': ['POST'],
  '/api/admin/jobs': ['GET'],
  '/api/admin/jobs/[name]/run': ['POST'],
  '/api/admin/sessions/[id]': ['DELETE'],
  '/api/admin/sessions/renew': ['POST'],
  '/api/admin/maintenance': ['GET', 'PUT'],
  '/api/admin/maintenance/windows': ['GET', 'POST'],
  '/api/admin/maintenance/windows/[id]': ['DELETE'],
  '/api/admin/reports/export': ['GET'],
  '/api/admin/reports/overview': ['GET'],
  '/api/admin/settings': ['GET', 'PATCH'],
  '/api/admin/settings/security': ['GET', 'PUT'],
  '/api/admin/settings/integrations': ['GET'],
  '/api/admin/settings/integrations/[name]/test': ['POST'],
  '/api/admin/submissions': ['GET'],
  '/api/admin/submissions/export': ['GET'],
  '/api/admin/subscribers': ['GET'],
  '/api/admin/subscribers/export': ['GET'],
  '/api/admin/subscribers/[id]': ['DELETE'],
  '/api/admin/translations': ['GET'],
  '/api/admin/translations/[id]': ['PUT'],
  '/api/admin/translations/[id]/approve': ['POST'],
  '/api/admin/users': ['GET', 'POST'],
  '/api/admin/users/[id]': ['PATCH', 'DELETE'],
  '/api/admin/users/[id]/sessions': ['DELETE'],
  '/api/admin/verify': ['GET'],
  '/api/blog/articles/market/[market]': ['GET'],
  '/api/blog/articles/market/[market]/[slug]': ['GET'],
  '/api/blog/categories': ['GET'],
  '/api/blog/markets': ['GET'],
  '/api/blog/og/[market]': ['GET'],
  '/api/cron/[job]': ['GET', 'POST'],
  '/api/event': ['POST'],
  '/api/health': ['GET'],
  '/api/health/live': ['GET'],
  '/api/health/ready': ['GET'],
  '/api/metrics': ['GET'],
  '/api/public/contact': ['POST'],
  '/api/public/early-access': ['POST'],
  '/api/public/newsletter': ['POST'],
  '/api/public/newsletter/unsubscribe': ['POST'],
  '/api/websiteadmin/accept-invite': ['POST'],
  '/api/websiteadmin/forgot-password': ['POST'],
  '/api/websiteadmin/login': ['POST'],
  '/api/websiteadmin/login/2fa': ['POST'],
  '/api/websiteadmin/logout': ['POST'],
  '/api/websiteadmin/reset-password': ['POST'],
  '/api/websiteadmin/sign-in-link': ['POST'],
  '/api/websiteadmin/validate-reset-token/[token]': ['GET'],
  '/api/websiteadmin/verify-token': ['POST'],
};

/** Every page and every route handler outside /api answers these only, but the pages below. */
export const PAGE_METHODS: readonly RoutableMethod[] = ['GET', 'HEAD'];

/**
 * The pages whose one button posts to a server action, a plain HTML form that works without
 * JavaScript (the newsletter's confirm and unsubscribe links, docs/adr/0110): `/{0}/{1}/{token}`.
 * They take POST as well; every other page refuses it.
 */
export const SERVER_ACTION_PAGES: readonly (readonly [string, string])[] = [
  ['newsletter', 'confirm'],
  ['newsletter', 'unsubscribe'],
];

/**
 * A static segment wins over a dynamic one at the same place, as in Next's routing:
 * /api/admin/blog/articles/bulk is the bulk route, not the [id] route with id "bulk".
 */
function staticFirst(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const dynamicA = a[i]!.startsWith('[');
    const dynamicB = b[i]!.startsWith('[');
    if (dynamicA !== dynamicB) return dynamicA ? 1 : -1;
  }
  return 0;
}

const ROUTES = Object.entries(API_ROUTE_METHODS)
  .map(([pattern, methods]) => ({
    segments: pattern.split('/').filter(Boolean),
    allow: allowList(methods),
  }))
  .sort((a, b) => staticFirst(a.segments, b.segments));

/** The Allow list of a route exporting `methods`, as Next's own OPTIONS answer spells it (sorted). */
function allowList(methods: readonly RoutableMethod[]): RoutableMethod[] {
  const allow = new Set<RoutableMethod>([...methods, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort();
}

/**
 * The methods the API route at `segments` (decoded path segments, starting with 'api') answers, or
 * null when no route file matches (the catch-all app/api/[[...path]] then answers 404).
 */
export function apiRouteMethods(segments: readonly string[]): readonly RoutableMethod[] | null {
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue;
    if (route.segments.every((s, i) => s.startsWith('[') || s === segments[i])) return route.allow;
  }
  return null;
}
