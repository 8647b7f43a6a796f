// POST /api/admin/account/2fa/disable — turn two-factor off with a current or recovery code
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { disableTwoFactor } from '@/lib/server/auth';
import { twoFactorCodeBody } from '@/lib/validations/auth';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const { code } = await readJsonBody(request, twoFactorCodeBody);
  await disableTwoFactor(session, code, clientAddress(request));
  return NextResponse.json({ message: 'Two-factor sign-in is off' });
});
