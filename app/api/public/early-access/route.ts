// POST /api/public/early-access — join the early-access list (the /login form)
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { apiRoute } from '@/lib/server/http/handler';
import { readJsonBody } from '@/lib/server/http/request';
import { submissionContext, submitEarlyAccess } from '@/lib/server/services/submissions';
import { earlyAccessBody } from '@/lib/validations/public-forms';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, earlyAccessBody);
  await submitEarlyAccess(await getDb(), body, submissionContext(request));
  return NextResponse.json({ success: true }, { status: 201 });
});
