// GET /api/admin/subscribers/export?market=&status= — the subscribers as a CSV download (admins only)
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { parseSearchParams } from '@/lib/server/http/request';
import { exportSubscribersCsv } from '@/lib/server/newsletter';
import { exportSubscribersQuery } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const { filename, csv } = await exportSubscribersCsv(parseSearchParams(request, exportSubscribersQuery));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}, ADMIN_ONLY);
