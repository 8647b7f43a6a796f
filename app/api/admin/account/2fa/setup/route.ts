// POST /api/admin/account/2fa/setup — a new authenticator secret (not in force until enabled)
import { NextResponse } from 'next/server';
import { TWO_FACTOR_SETUP, withAdmin } from '@/lib/server/guards/with-admin';
import { setupTwoFactor } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(
  async (_request, _context, session) => NextResponse.json(await setupTwoFactor(session)),
  TWO_FACTOR_SETUP,
);
