// DELETE /api/admin/sessions/{id} — end one of the signed-in admin's other sessions
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { endOtherSession, SESSION_MESSAGES } from '@/lib/server/auth';
import { sessionIdParams } from '@/lib/validations/sessions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = sessionIdParams.parse(await params);
  await endOtherSession(session, id, clientAddress(request));
  return NextResponse.json({ message: SESSION_MESSAGES.ended });
});
