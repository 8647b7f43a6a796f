// POST /api/websiteadmin/verify-token — the admin a token belongs to, if it is still valid
import { NextResponse } from 'next/server';
import { verifyTokenBody } from '@/lib/validations/auth';
import { readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { verifyToken } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const { token } = await readJsonBody(request, verifyTokenBody);
  const user = await verifyToken(token);
  if (!user) return NextResponse.json({ success: false, error: 'Invalid or expired token' }, { status: 401 });
  return NextResponse.json({ success: true, user });
});
