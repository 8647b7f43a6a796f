// GET /api/admin/subscribers?market=&status=&search= — newsletter subscribers and their counts (admins only)
import { NextResponse } from 'next/server';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { parseSearchParams } from '@/lib/server/http/request';
import { listSubscriberPage } from '@/lib/server/newsletter';
import { listSubscribersQuery } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async (request) =>
    NextResponse.json(await listSubscriberPage(parseSearchParams(request, listSubscribersQuery))),
  ADMIN_ONLY,
);
