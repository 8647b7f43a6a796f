// GET /api/admin/reports/overview?from=&to=&market= — readership, leads and vitals of a range (admins; editors without leads)
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { parseSearchParams } from '@/lib/server/http/request';
import { getReportsOverview } from '@/lib/server/reports';
import { reportsOverviewQuery } from '@/lib/validations/analytics';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request, _context, session) =>
  NextResponse.json(await getReportsOverview(parseSearchParams(request, reportsOverviewQuery), session.role)),
);
