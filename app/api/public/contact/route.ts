// POST /api/public/contact — the 'Get In Touch' form
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody } from '@/lib/server/http/request';
import { submissionContext, submitContactMessage } from '@/lib/server/services/submissions';
import { contactBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, contactBody);
  await submitContactMessage(await getDb(), body, submissionContext(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
