import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_BASE_PATH, ADMIN_ROUTES, SESSION_COOKIE } from '@/lib/constants';
import { contentSecurityPolicy, nonceScriptSources } from '@/lib/content-security-policy.mjs';
import { readSessionToken } from '@/lib/server/auth/request-token';
import { verifySessionToken } from '@/lib/server/auth/session-token';

const DASHBOARD = `${ADMIN_BASE_PATH}/dashboard`;

/**
 * Three jobs, each on the paths the matcher sends here:
 * - a path with a malformed percent-escape answers 400 (Next would fail decoding it and answer 500);
 * - portal pages get a per-request nonce policy (Next applies the nonce to its scripts);
 * - the portal's cheap first gate: a dashboard page or admin API request without a token whose signature
 *   and expiry check out is turned away. It never touches the database, and it is never the only
 *   check — every admin route handler (withAdmin) and the dashboard layout verify the session fully.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
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
  return isUnder(path, ADMIN_BASE_PATH) ? withNoncePolicy(request) : NextResponse.next();
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
  const response = NextResponse.redirect(new URL(ADMIN_ROUTES.signIn, request.url));
  // A stale cookie would only bring the browser back here.
  if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

/** The nonce goes on the request's policy header (Next reads it there) and on the answer's. */
function withNoncePolicy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy(nonceScriptSources(nonce));
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    '/admin-secret-portal',
    '/admin-secret-portal/:path*',
    '/api/admin',
    '/api/admin/:path*',
    // Only paths holding a percent sign, so public pages without one never run the proxy.
    '/:path(.*%.*)',
  ],
};
