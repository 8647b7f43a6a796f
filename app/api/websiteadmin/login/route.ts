// POST /api/websiteadmin/login — sign an admin in
import { NextResponse } from 'next/server';
import { loginBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { readDeviceCookie, signedInResponse } from '@/lib/server/http/session-cookie';
import { signIn } from '@/lib/server/auth';
import { signInRefusal } from '@/lib/server/http/sign-in-refusal';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const body = await readJsonBody(request, loginBody);
  const result = await signIn({
    ...body,
    ipAddress: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
    deviceToken: readDeviceCookie(request),
  });
  if (result.ok) return signedInResponse(result);
  if (result.reason === 'two_factor') {
    return NextResponse.json({ success: false, twoFactorRequired: true, challenge: result.challenge });
  }
  if (result.reason === 'invalid') {
    return NextResponse.json({ success: false, error: 'Invalid credentials' }, { status: 401 });
  }
  return signInRefusal(result);
});
