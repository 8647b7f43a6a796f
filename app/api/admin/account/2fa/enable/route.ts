// POST /api/admin/account/2fa/enable — confirm a code and turn two-factor on (recovery codes, shown once)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { TWO_FACTOR_SETUP, withAdmin } from '@/lib/server/guards/with-admin';
import { enableTwoFactor } from '@/lib/server/auth';
import { twoFactorCodeBody } from '@/lib/validations/auth';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const { code } = await readJsonBody(request, twoFactorCodeBody);
  return NextResponse.json(await enableTwoFactor(session, code, clientAddress(request)));
}, TWO_FACTOR_SETUP);
