// POST /api/public/newsletter — the newsletter box: double opt-in for one market (docs/adr/0110)
import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody, requestClient } from '@/lib/server/http/request';
import { subscribeToNewsletter } from '@/lib/server/newsletter';
import { newsletterBody } from '@/lib/validations/public-forms';

// The same answer for every address: the confirmation mail, if any, leaves after the response.
export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, newsletterBody);
  await subscribeToNewsletter(body, requestClient(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
