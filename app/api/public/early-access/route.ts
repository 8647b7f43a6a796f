// POST /api/public/early-access — join the early-access list (the /login form)
import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody, requestClient } from '@/lib/server/http/request';
import { submitEarlyAccess } from '@/lib/server/leads';
import { earlyAccessBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, earlyAccessBody);
  await submitEarlyAccess(body, requestClient(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
