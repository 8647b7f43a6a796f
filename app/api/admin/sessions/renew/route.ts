// POST /api/admin/sessions/renew — sliding renewal of the caller's session (ADR 0076)
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { renewSession } from '@/lib/server/auth';
import { setSessionCookie } from '@/lib/server/http/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * The portal calls this while the admin is at work. Past half its life the session gets a new end and a
 * new token (answered, and set as the cookie, so page loads and API calls both carry it); before that the
 * answer says it was not renewed. A revoked or expired session is a 401 like any admin call.
 */
export const POST = withAdmin(async (_request, _context, session) => {
  const renewal = await renewSession(session);
  if (!renewal.renewed) return NextResponse.json({ renewed: false });
  const response = NextResponse.json({
    renewed: true,
    token: renewal.token,
    expiresAt: renewal.expiresAt.toISOString(),
  });
  setSessionCookie(response, renewal.token);
  return response;
});
