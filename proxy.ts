import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_BASE_PATH, PORTAL_PATH_HEADER } from '@/lib/constants/portal';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { contentSecurityPolicy, nonceScriptSources } from '@/lib/content-security-policy.mjs';
import { readSessionToken } from '@/lib/server/http/request-token';
import { verifySessionToken } from '@/lib/server/auth';
import { getConfig } from '@/lib/config';
import { signInPathFor } from '@/lib/admin/return-path';
import { MAINTENANCE_PREVIEW_COOKIE } from '@/lib/constants/settings';
import { activeMaintenance, publishedMaintenance } from '@/lib/maintenance/state';
import { maintenanceHeaders, maintenanceJson, maintenancePageHtml } from '@/lib/maintenance/page';

const DASHBOARD = `${ADMIN_BASE_PATH}/dashboard`;

/**
 * Six jobs, each on the paths the matcher sends here:
 * - maintenance (docs/adr/0109): while it is on, every public page and API answers 503 with
 *   Retry-After, except to a signed-in member of the team, who sees the site (and a bar saying so);
 *   the portal, its APIs, sign-in, health and metrics keep working;
 * - HSTS, decided when the server runs (next.config's headers are fixed at build): every page and API
 *   answer carries it when SITE_URL is https (docs/adr/0039);
 * - a path with a malformed percent-escape answers 400 (Next would fail decoding it and answer 500);
 * - a trailing slash is dropped: a 308 on pages, the same JSON answer on API paths;
 * - portal pages get a per-request nonce policy (Next applies the nonce to its scripts);
 * - the portal's cheap first gate: a dashboard page or admin API request without a token whose signature
 *   and expiry check out is turned away. It never touches the database, and it is never the only
 *   check — every admin route handler (withAdmin) and the dashboard layout verify the session fully.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await route(request);
  if (getConfig().siteUrl.startsWith('https:')) {
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  }
  return response;
}

/** A year, subdomains included: what next.config.mjs sent when the build saw an https SITE_URL. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

async function route(request: NextRequest): Promise<NextResponse> {
  const path = routedPath(request.nextUrl.pathname);
  const isApi = path?.startsWith('/api/') ?? request.nextUrl.pathname.startsWith('/api/');
  if (path === null) {
    return isApi
      ? NextResponse.json({ error: 'Malformed URL' }, { status: 400 })
      : new NextResponse('Bad Request: malformed URL', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
  }
  const gated = isUnder(path, '/api/admin') || isUnder(path, DASHBOARD);
  if (gated && !(await hasValidToken(request))) return refuse(request, isApi);
  if (isPublic(path)) {
    const now = Date.now();
    const maintenance = activeMaintenance(publishedMaintenance(), now);
    const team =
      (maintenance !== null || request.cookies.has(MAINTENANCE_PREVIEW_COOKIE)) &&
      (await hasValidToken(request));
    if (maintenance && !team) {
      return isApi
        ? new NextResponse(maintenanceJson(maintenance), {
            status: 503,
            headers: maintenanceHeaders(maintenance, now, 'application/json'),
          })
        : new NextResponse(maintenancePageHtml(path, maintenance), {
            status: 503,
            headers: maintenanceHeaders(maintenance, now, 'text/html; charset=utf-8'),
          });
    }
    return withPreviewCookie(
      request,
      withoutTrailingSlash(request, isApi) ?? NextResponse.next(),
      maintenance !== null && team,
    );
  }
  const withoutSlash = withoutTrailingSlash(request, isApi);
  if (withoutSlash) return withoutSlash;
  return isUnder(path, ADMIN_BASE_PATH) ? withNoncePolicy(request) : NextResponse.next();
}

/** Paths maintenance closes: all but the portal, its APIs, sign-in, health, metrics, cron, images and unsubscribe. */
const OPEN_DURING_MAINTENANCE = [
  ADMIN_BASE_PATH,
  '/api/admin',
  '/api/websiteadmin',
  '/api/health',
  '/api/metrics',
  '/api/cron',
  '/media',
  '/preview',
  // An unsubscribe is never lost to maintenance (docs/adr/0110): the one-click POST and its page.
  '/api/public/newsletter/unsubscribe',
  '/newsletter/unsubscribe',
];
function isPublic(path: string): boolean {
  return !OPEN_DURING_MAINTENANCE.some((base) => isUnder(path, base));
}

/**
 * A signed-in member of the team viewing the site during maintenance gets a cookie the pages' notice
 * reads to show "only you see this" (the cached page cannot say it); it goes once maintenance is off.
 */
function withPreviewCookie(request: NextRequest, response: NextResponse, preview: boolean): NextResponse {
  if (preview) {
    response.cookies.set(MAINTENANCE_PREVIEW_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: getConfig().siteUrl.startsWith('https:'),
    });
  } else if (request.cookies.has(MAINTENANCE_PREVIEW_COOKIE)) {
    response.cookies.delete(MAINTENANCE_PREVIEW_COOKIE);
  }
  return response;
}

/**
 * `/blog/` → `/blog` by a 308, as Next itself would (next.config's skipTrailingSlashRedirect hands it
 * here). An API path is served at the address without the slash instead: Next writes the Location as
 * the body of any redirect, and every /api answer is JSON.
 */
function withoutTrailingSlash(request: NextRequest, isApi: boolean): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // A plain URL (NextURL prints a trailing slash it saw); absolute, as Next wants from the proxy.
  const target = new URL(`${pathname.replace(/\/+$/, '') || '/'}${request.nextUrl.search}`, request.url);
  return isApi ? NextResponse.rewrite(target) : NextResponse.redirect(target, 308);
}

/**
 * The path as the router will see it — escapes decoded (`/%64ashboard` is `/dashboard`), repeated
 * slashes as one — so an encoded variant of a gated path is gated too; null when it does not decode.
 */
function routedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

async function hasValidToken(request: NextRequest): Promise<boolean> {
  const token = readSessionToken(request)?.token;
  return token !== undefined && (await verifySessionToken(token)) !== null;
}

function refuse(request: NextRequest, isApi: boolean): NextResponse {
  if (isApi) {
    return NextResponse.json(
      { error: 'Unauthorized' },
      { status: 401, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  // Sign-in returns to the page asked for (issue 22); signInPathFor keeps only a portal path.
  const asked = request.method === 'GET' ? askedPath(request) : null;
  const response = NextResponse.redirect(new URL(signInPathFor(asked), request.url));
  // A stale cookie would only bring the browser back here.
  if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

/** The page's path and query as the admin asked for it: without the router's own `_rsc` marker. */
function askedPath(request: NextRequest): string {
  const url = request.nextUrl.clone();
  url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}`;
}

/** The nonce goes on the request's policy header (Next reads it there) and on the answer's. */
function withNoncePolicy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy(nonceScriptSources(nonce));
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  // Set here, whatever the client sent: the dashboard layout's redirect to sign-in names the page asked for.
  headers.set(PORTAL_PATH_HEADER, askedPath(request));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Every page and API path, for HSTS; not the build's static files nor public files with an
    // extension (the browser learns HSTS from the page that loads them).
    '/((?!_next/)(?!.*\\.\\w+$).*)',
    // Any path holding a percent sign, to refuse a malformed escape (files included).
    '/:path(.*%.*)',
    // The public files with an extension that maintenance closes too (docs/adr/0109).
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/:file*',
    '/blog/rss.xml',
    '/blog/:market/rss.xml',
  ],
};
