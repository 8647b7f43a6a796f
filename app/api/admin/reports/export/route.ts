// GET /api/admin/reports/export?table=&from=&to=&market= — one Reports table as a CSV download (an editor's has no lead columns)
import { withAdmin } from '@/lib/server/guards/with-admin';
import { parseSearchParams } from '@/lib/server/http/request';
import { getReportsCsv } from '@/lib/server/reports';
import { reportsExportQuery } from '@/lib/validations/analytics';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request, _context, session) => {
  const { filename, csv } = await getReportsCsv(parseSearchParams(request, reportsExportQuery), session.role);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
