// DELETE /api/admin/blog/trash/{id} — delete a trashed article for good
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { deleteForever, TRASH_MESSAGES } from '@/lib/server/publishing';
import { articleIdParams } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  await deleteForever(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: TRASH_MESSAGES.deletedForever });
});
