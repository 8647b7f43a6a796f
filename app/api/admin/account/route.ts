// GET, PATCH /api/admin/account — the signed-in account: read it, or change its name
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { TWO_FACTOR_SETUP, withAdmin } from '@/lib/server/guards/with-admin';
import { getAccount, updateAccountProfile } from '@/lib/server/users';
import { accountProfileBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async (_request, _context, session) => NextResponse.json(await getAccount(session)),
  TWO_FACTOR_SETUP,
);

export const PATCH = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, accountProfileBody);
  return NextResponse.json(await updateAccountProfile(session, body, clientAddress(request)));
});
