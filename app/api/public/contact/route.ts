// POST /api/public/contact — the 'Get In Touch' form
import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody, requestClient } from '@/lib/server/http/request';
import { submitContactMessage } from '@/lib/server/leads';
import { contactBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, contactBody);
  await submitContactMessage(body, requestClient(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
