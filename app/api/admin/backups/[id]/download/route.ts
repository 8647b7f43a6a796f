// GET /api/admin/backups/{id}/download — one stored backup as a file download (admins only; docs/adr/0108)
import { clientAddress } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { openBackupDownload } from '@/lib/server/backup';
import { backupIdParams } from '@/lib/validations/backups';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = backupIdParams.parse(await params);
  const { filename, body, sizeBytes } = await openBackupDownload(id, session, clientAddress(request));
  return new Response(body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(sizeBytes),
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}, ADMIN_ONLY);
