// GET, PUT /api/admin/settings/security — whether every account must use two-factor sign-in (admins only)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { isTwoFactorRequired, setTwoFactorRequired } from '@/lib/server/auth';
import { securitySettingsBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async () => NextResponse.json({ require_two_factor: await isTwoFactorRequired() }),
  ADMIN_ONLY,
);

export const PUT = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, securitySettingsBody);
  return NextResponse.json(
    await setTwoFactorRequired(session, body.require_two_factor, clientAddress(request)),
  );
}, ADMIN_ONLY);
