// GET /api/admin/blog/articles — list with filters and pagination; POST — create an article
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { parseSearchParams, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/http/with-admin';
import { ARTICLE_MESSAGES, createArticle, listArticles } from '@/lib/server/services/articles';
import { articleSavePayload, listArticlesQuery } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const query = parseSearchParams(request, listArticlesQuery);
  return NextResponse.json(await listArticles(await getDb(), query));
});

export const POST = withAdmin(async (request, _context, session) => {
  const payload = await readJsonBody(request, articleSavePayload);
  const article = await createArticle(await getDb(), payload, session);
  return NextResponse.json({ message: ARTICLE_MESSAGES.created, article }, { status: 201 });
});
