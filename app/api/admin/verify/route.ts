// GET /api/admin/verify — the signed-in admin, or 401
import { NextResponse } from 'next/server';
import { TWO_FACTOR_SETUP, withAdmin } from '@/lib/server/guards/with-admin';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async (_request, _context, session) => NextResponse.json({ success: true, user: session.user }),
  TWO_FACTOR_SETUP,
);
