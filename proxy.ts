import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_BASE_PATH, PORTAL_PATH_HEADER } from '@/lib/constants/portal';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { contentSecurityPolicy, nonceScriptSources } from '@/lib/content-security-policy.mjs';
import { readSessionToken } from '@/lib/server/http/request-token';
import { verifySessionToken } from '@/lib/server/auth';
import { isUnder, routedPath } from '@/lib/server/http/public-gate';
import { signInPathFor } from '@/lib/admin/return-path';

const DASHBOARD = `${ADMIN_BASE_PATH}/dashboard`;

/**
 * Three jobs, on the paths the matcher sends here (the portal, the admin APIs, and any path holding a
 * percent sign or a repeated slash): the rest is the server's request gate's, before Next
 * (lib/server/http/public-gate.ts: HSTS, trailing slashes, maintenance; docs/adr/0116), because running
 * Next's proxy costs a cached public page about a quarter of its throughput.
 * - a path with a malformed percent-escape answers 400 (Next would fail decoding it and answer 500);
 * - portal pages get a per-request nonce policy (Next applies the nonce to its scripts);
 * - the portal's cheap first gate: a dashboard page or admin API request without a token whose signature
 *   and expiry check out is turned away. It never touches the database, and it is never the only
 *   check — every admin route handler (withAdmin) and the dashboard layout verify the session fully.
 *   An encoded spelling of a gated path (`/api/%61dmin`, `/api//admin`) reaches it through the matcher's
 *   last two entries and is gated by its decoded path.
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
    '/admin-secret-portal/:path*',
    '/api/admin/:path*',
    // Any path holding a percent sign, to refuse a malformed escape and to gate an encoded spelling.
    '/:path(.*%.*)',
    // Any path with a repeated slash, which the router reads as one.
    '/:path(.*//.*)',
  ],
};
