// GET /api/admin/submissions/export?type= — every lead of a type as a CSV download
import { parseSearchParams } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { exportLeadsCsv } from '@/lib/server/leads';
import { exportLeadsQuery } from '@/lib/validations/leads';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const { type } = parseSearchParams(request, exportLeadsQuery);
  const { filename, csv } = await exportLeadsCsv(type);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}, ADMIN_ONLY);
