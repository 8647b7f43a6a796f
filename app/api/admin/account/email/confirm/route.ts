// POST /api/admin/account/email/confirm — open the link mailed to the new address: the address changes now
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { confirmEmailChange } from '@/lib/server/users';
import { confirmEmailChangeBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const { token } = await readJsonBody(request, confirmEmailChangeBody);
  return NextResponse.json(await confirmEmailChange(session, token, clientAddress(request)));
});
