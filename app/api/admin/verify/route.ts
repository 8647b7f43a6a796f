// GET /api/admin/verify — the signed-in admin, or 401
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/http/with-admin';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (_request, _context, session) =>
  NextResponse.json({ success: true, user: session.user }),
);
