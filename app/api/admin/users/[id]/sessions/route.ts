// DELETE /api/admin/users/{id}/sessions — end every session of another account (admins only)
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { endUserSessions } from '@/lib/server/users';
import { userIdParams } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = userIdParams.parse(await params);
  return NextResponse.json(await endUserSessions(session, id, clientAddress(request)));
}, ADMIN_ONLY);
