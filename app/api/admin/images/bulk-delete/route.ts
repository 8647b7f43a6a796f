// POST /api/admin/images/bulk-delete { filenames, force? } — delete exactly these images
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { bulkDeleteImages, IMAGE_API_MESSAGES } from '@/lib/server/media';
import { bulkDeletePayload } from '@/lib/validations/images';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const payload = await readJsonBody(request, bulkDeletePayload);
  const deleted = await bulkDeleteImages(payload, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: IMAGE_API_MESSAGES.deleted(deleted), deleted });
});
