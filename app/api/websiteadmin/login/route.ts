// POST /api/websiteadmin/login — sign an admin in
import { NextResponse } from 'next/server';
import { loginBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { keepAliveForMail } from '@/lib/server/http/keep-alive-for-mail';
import { setSessionCookie } from '@/lib/server/http/session-cookie';
import { getDb } from '@/lib/server/db/client';
import { signIn } from '@/lib/server/services/admin-auth';

export const dynamic = 'force-dynamic';

const REFUSALS = {
  locked: 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later.',
  rate_limited: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
} as const;

export const POST = privateApiRoute(async (request) => {
  const body = await readJsonBody(request, loginBody);
  const result = await signIn(await getDb(), {
    ...body,
    ipAddress: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
  });
  if (result.ok) {
    const response = NextResponse.json({ success: true, token: result.token, user: result.user });
    setSessionCookie(response, result.token);
    return response;
  }
  // A failure may have locked the account, which mails the admin in the background.
  keepAliveForMail();
  if (result.reason === 'invalid') {
    return NextResponse.json({ success: false, error: 'Invalid credentials' }, { status: 401 });
  }
  return NextResponse.json(
    { success: false, error: REFUSALS[result.reason] },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  );
});
