// GET /api/admin/submissions?type=early-access|contact|newsletter&page=&search=&source= — the leads inbox
import { NextResponse } from 'next/server';
import { parseSearchParams } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { getLeadPage } from '@/lib/server/leads';
import { listLeadsQuery } from '@/lib/validations/leads';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async (request) => NextResponse.json(await getLeadPage(parseSearchParams(request, listLeadsQuery))),
  ADMIN_ONLY,
);
