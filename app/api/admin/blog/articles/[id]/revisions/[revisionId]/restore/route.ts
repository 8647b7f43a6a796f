// POST /api/admin/blog/articles/{id}/revisions/{revisionId}/restore — put a revision back (a save)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { ARTICLE_MESSAGES } from '@/lib/server/articles';
import { restoreRevision } from '@/lib/server/publishing';
import { articleRevisionParams } from '@/lib/validations/article';
import { restoreRevisionBody } from '@/lib/validations/article-revision';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; revisionId: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { id, revisionId } = articleRevisionParams.parse(await params);
  const body = await readJsonBody(request, restoreRevisionBody);
  const article = await restoreRevision(id, revisionId, body, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: ARTICLE_MESSAGES.restored, article });
});
