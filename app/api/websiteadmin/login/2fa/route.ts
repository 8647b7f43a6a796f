// POST /api/websiteadmin/login/2fa — the code step of a sign-in with two-factor on
import { NextResponse } from 'next/server';
import { loginTwoFactorBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { readDeviceCookie, signedInResponse } from '@/lib/server/http/session-cookie';
import { signInRefusal } from '@/lib/server/http/sign-in-refusal';
import { signInWithSecondFactor } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const body = await readJsonBody(request, loginTwoFactorBody);
  const result = await signInWithSecondFactor({
    ...body,
    ipAddress: clientAddress(request),
    userAgent: request.headers.get('user-agent'),
    deviceToken: readDeviceCookie(request),
  });
  if (result.ok) return signedInResponse(result);
  if (result.reason === 'invalid') {
    return NextResponse.json({ success: false, error: 'Invalid code' }, { status: 401 });
  }
  if (result.reason === 'expired') {
    return NextResponse.json(
      { success: false, error: 'This sign-in has expired. Please sign in again.' },
      { status: 401 },
    );
  }
  return signInRefusal(result);
});
