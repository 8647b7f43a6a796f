// POST /api/public/newsletter — the footer's newsletter box
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody } from '@/lib/server/http/request';
import { submissionContext, subscribeToNewsletter } from '@/lib/server/services/submissions';
import { newsletterBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, newsletterBody);
  await subscribeToNewsletter(await getDb(), body, submissionContext(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
