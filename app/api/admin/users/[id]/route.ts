// PATCH, DELETE /api/admin/users/{id} — change a role or status, or remove an open invitation (admins only)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { removeInvitation, updateUser } from '@/lib/server/users';
import { updateUserBody, userIdParams } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = userIdParams.parse(await params);
  const body = await readJsonBody(request, updateUserBody);
  return NextResponse.json(await updateUser(session, id, body, clientAddress(request)));
}, ADMIN_ONLY);

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = userIdParams.parse(await params);
  return NextResponse.json(await removeInvitation(session, id, clientAddress(request)));
}, ADMIN_ONLY);
