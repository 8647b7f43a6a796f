// POST /api/admin/account/password — change the signed-in account's password (ends its other sessions)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { changePassword } from '@/lib/server/auth';
import { accountPasswordBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, accountPasswordBody);
  return NextResponse.json(await changePassword(session, body, clientAddress(request)));
});
