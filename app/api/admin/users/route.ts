// GET, POST /api/admin/users — list the team's accounts, or invite someone (admins only)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { inviteUser, listUsers } from '@/lib/server/users';
import { inviteUserBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json(await listUsers()), ADMIN_ONLY);

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, inviteUserBody);
  return NextResponse.json(await inviteUser(session, body, clientAddress(request)), { status: 201 });
}, ADMIN_ONLY);
