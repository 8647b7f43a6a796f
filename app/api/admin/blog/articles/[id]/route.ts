// GET, PUT, DELETE /api/admin/blog/articles/{id} — read, update or delete one article
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { readJsonBody } from '@/lib/server/http/request';
import { conflictOnUniqueIndex } from '@/lib/server/http/responses';
import { withAdmin } from '@/lib/server/http/with-admin';
import { ARTICLE_MESSAGES, deleteArticle, getArticle, updateArticle } from '@/lib/server/services/articles';
import { articleIdParams, articleSavePayload } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const { id } = articleIdParams.parse(await params);
  return NextResponse.json({ article: await getArticle(await getDb(), id) });
});

export const PUT = withAdmin<Context>(async (request, { params }) => {
  const { id } = articleIdParams.parse(await params);
  const payload = await readJsonBody(request, articleSavePayload);
  // Two saves of one slug at once both pass the service's check; the unique index stops the second.
  const article = await updateArticle(await getDb(), id, payload).catch(
    conflictOnUniqueIndex('blog_articles_market_language_slug_idx', ARTICLE_MESSAGES.duplicateSlug),
  );
  return NextResponse.json({ message: ARTICLE_MESSAGES.updated, article });
});

export const DELETE = withAdmin<Context>(async (_request, { params }) => {
  const { id } = articleIdParams.parse(await params);
  await deleteArticle(await getDb(), id);
  return NextResponse.json({ message: ARTICLE_MESSAGES.deleted });
});
