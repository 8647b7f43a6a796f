// POST /api/admin/blog/trash/{id}/restore — bring a trashed article back as a draft
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { restoreFromTrash, TRASH_MESSAGES } from '@/lib/server/publishing';
import { articleIdParams } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const article = await restoreFromTrash(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: TRASH_MESSAGES.restored, article });
});
