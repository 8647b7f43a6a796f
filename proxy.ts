import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_ROUTES, SESSION_COOKIE } from '@/lib/constants';
import { readSessionToken } from '@/lib/server/auth/request-token';
import { verifySessionToken } from '@/lib/server/auth/session-token';

/**
 * The portal's cheap first gate: a request without a token whose signature and expiry check out is
 * turned away here. It never touches the database, and it is never the only check — every admin
 * route handler (withAdmin) and the dashboard layout verify the session fully themselves.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith('/api/admin');
  const token = readSessionToken(request)?.token;
  if (token && (await verifySessionToken(token))) return NextResponse.next();

  if (isApi) {
    return NextResponse.json(
      { error: 'Unauthorized' },
      { status: 401, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  const signIn = new URL(ADMIN_ROUTES.signIn, request.url);
  const response = NextResponse.redirect(signIn);
  // A stale cookie would only bring the browser back here.
  if (request.cookies.has(SESSION_COOKIE)) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  matcher: ['/admin-secret-portal/dashboard', '/admin-secret-portal/dashboard/:path*', '/api/admin/:path*'],
};
