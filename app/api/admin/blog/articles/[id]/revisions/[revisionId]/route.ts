// GET /api/admin/blog/articles/{id}/revisions/{revisionId} — one revision with its snapshot
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { getArticleRevision } from '@/lib/server/articles';
import { articleRevisionParams } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; revisionId: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const { id, revisionId } = articleRevisionParams.parse(await params);
  return NextResponse.json({ revision: await getArticleRevision(id, revisionId) });
});
