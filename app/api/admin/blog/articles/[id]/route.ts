// GET, PUT, DELETE /api/admin/blog/articles/{id} — read, update or delete one article
import { NextResponse } from 'next/server';
import { ARTICLE_JSON_BODY_BYTES, ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import { clientAddress, parseSearchParams, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { ARTICLE_MESSAGES, getArticle } from '@/lib/server/articles';
import { deleteArticle, updateArticle } from '@/lib/server/publishing';
import { articleIdParams, articleSavePayload, articleSaveQuery } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const { id } = articleIdParams.parse(await params);
  return NextResponse.json({ article: await getArticle(id) });
});

export const PUT = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  const { autosave } = parseSearchParams(request, articleSaveQuery);
  const payload = await readJsonBody(
    request,
    articleSavePayload,
    ARTICLE_JSON_BODY_BYTES,
    ARTICLE_TOO_LARGE_MESSAGE,
  );
  const actor = { session, ipAddress: clientAddress(request) };
  const article = await updateArticle(id, payload, actor, autosave ? 'autosave' : 'save');
  return NextResponse.json({ message: ARTICLE_MESSAGES.updated, article });
});

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = articleIdParams.parse(await params);
  await deleteArticle(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: ARTICLE_MESSAGES.deleted });
});
