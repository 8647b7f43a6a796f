// POST /api/websiteadmin/sign-in-link — spend a mailed one-time sign-in link and open a session
import { NextResponse } from 'next/server';
import { signInLinkBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { setDeviceCookie, setSessionCookie } from '@/lib/server/http/session-cookie';
import { signInWithLink } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const { token } = await readJsonBody(request, signInLinkBody);
  const result = await signInWithLink({
    token,
    ipAddress: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
  });
  if ('challenge' in result) {
    return NextResponse.json({ success: false, twoFactorRequired: true, challenge: result.challenge });
  }
  const response = NextResponse.json({ success: true, token: result.token, user: result.user });
  setSessionCookie(response, result.token);
  setDeviceCookie(response, result.deviceToken);
  return response;
});
