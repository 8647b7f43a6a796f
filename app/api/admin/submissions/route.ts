// GET /api/admin/submissions?type=early-access|contact|newsletter&page=&search= — the leads inbox
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { parseSearchParams } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/http/with-admin';
import { getLeadPage } from '@/lib/server/services/leads';
import { listLeadsQuery } from '@/lib/validations/leads';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) =>
  NextResponse.json(await getLeadPage(await getDb(), parseSearchParams(request, listLeadsQuery))),
);
