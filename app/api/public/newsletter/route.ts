// POST /api/public/newsletter — the footer's newsletter box
import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody, requestClient } from '@/lib/server/http/request';
import { subscribeToNewsletter } from '@/lib/server/leads';
import { newsletterBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, newsletterBody);
  await subscribeToNewsletter(body, requestClient(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
