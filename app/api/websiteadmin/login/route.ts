// POST /api/websiteadmin/login — sign an admin in
import { NextResponse } from 'next/server';
import { loginBody } from '@/lib/validations/auth';
import { readJsonBody } from '@/lib/server/http/request';
import { apiRoute } from '@/lib/server/http/handler';
import { setSessionCookie } from '@/lib/server/http/session-cookie';
import { getDb } from '@/lib/server/db/client';
import { signIn } from '@/lib/server/services/admin-auth';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, loginBody);
  const result = await signIn(await getDb(), body);
  if (!result.ok) {
    return NextResponse.json({ success: false, error: 'Invalid credentials' }, { status: 401 });
  }
  const response = NextResponse.json({ success: true, token: result.token, user: result.user });
  setSessionCookie(response, result.token);
  return response;
});
