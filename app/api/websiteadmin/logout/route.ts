// POST /api/websiteadmin/logout — clear the session cookie and record the sign-out
import { NextResponse, type NextRequest } from 'next/server';
import { privateApiRoute } from '@/lib/server/http/handler';
import { clientAddress } from '@/lib/server/http/request';
import { clearSessionCookie } from '@/lib/server/http/session-cookie';
import { readSessionToken } from '@/lib/server/http/request-token';
import { signOut } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request: NextRequest) => {
  await signOut({
    token: readSessionToken(request)?.token,
    ipAddress: clientAddress(request),
  });
  const response = NextResponse.json({ success: true, message: 'Logged out' });
  clearSessionCookie(response);
  return response;
});
