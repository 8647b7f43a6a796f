// GET /api/admin/blog/articles/{id}/revisions — the article's revisions, newest first
import { NextResponse } from 'next/server';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { listArticleRevisions } from '@/lib/server/articles';
import { articleIdParams } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const { id } = articleIdParams.parse(await params);
  return NextResponse.json({ revisions: await listArticleRevisions(id) });
});
