// POST /api/admin/account/email — ask to change the signed-in account's email (a link goes to the new one)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { requestEmailChange } from '@/lib/server/users';
import { accountEmailBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, accountEmailBody);
  return NextResponse.json(await requestEmailChange(session, body, clientAddress(request)));
});
