// POST, DELETE /api/admin/blog/articles/{id}/presence — this tab has the article open (answers who else has), or has left it
import { NextResponse } from 'next/server';
import { parseSearchParams, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { articleHeartbeat, leaveArticle } from '@/lib/server/presence';
import { articleIdParams } from '@/lib/validations/article';
import { presenceHeartbeatBody, presenceLeaveQuery } from '@/lib/validations/presence';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const { tabId } = await readJsonBody(request, presenceHeartbeatBody);
  const present = await articleHeartbeat({ articleId: id, adminId: session.user.id, tabId });
  return NextResponse.json({ present });
});

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const { tabId } = parseSearchParams(request, presenceLeaveQuery);
  await leaveArticle({ articleId: id, adminId: session.user.id, tabId });
  return NextResponse.json({ message: 'Left the article' });
});
