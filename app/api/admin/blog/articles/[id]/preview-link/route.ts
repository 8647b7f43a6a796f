// POST, DELETE /api/admin/blog/articles/{id}/preview-link — create a reviewer's link, or revoke them all
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { createPreviewLink, revokePreviewLinks } from '@/lib/server/previews';
import { articleIdParams } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const link = await createPreviewLink(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json(link, { status: 201 });
});

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const revoked = await revokePreviewLinks(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: 'Preview links revoked', revoked });
});
