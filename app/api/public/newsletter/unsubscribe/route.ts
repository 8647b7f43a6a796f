// POST /api/public/newsletter/unsubscribe?token= — RFC 8058 one-click unsubscribe (no sign-in; docs/adr/0110)
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/handler';
import { parseSearchParams } from '@/lib/server/http/request';
import { unsubscribeFromNewsletter } from '@/lib/server/newsletter';
import { unsubscribeQuery } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

// The token in the URL is the whole request: mail clients post `List-Unsubscribe=One-Click` as
// urlencoded or multipart, and some post nothing, so the body is not read (the server's body gate
// still bounds it). Kept open during maintenance (proxy.ts): an unsubscribe is never lost.
export const POST = apiRoute(async (request) => {
  const { token } = parseSearchParams(request, unsubscribeQuery);
  const outcome = await unsubscribeFromNewsletter(token);
  if (!outcome.done) throw new ApiError(400, 'Invalid unsubscribe link');
  return NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
});
