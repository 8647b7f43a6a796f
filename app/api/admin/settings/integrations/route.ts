// GET /api/admin/settings/integrations — each integration's status (admins only; issue 37, docs/adr/0106)
import { NextResponse } from 'next/server';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { integrationStatuses } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async () => NextResponse.json({ integrations: integrationStatuses() }),
  ADMIN_ONLY,
);
