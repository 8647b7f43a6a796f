// GET /api/admin/blog/articles — list with filters and pagination; POST — create an article
import { NextResponse } from 'next/server';
import { ARTICLE_JSON_BODY_BYTES, ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import { clientAddress, parseSearchParams, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { ARTICLE_MESSAGES, listArticles } from '@/lib/server/articles';
import { createArticle } from '@/lib/server/publishing';
import { articleSavePayload, listArticlesQuery } from '@/lib/validations/article';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const query = parseSearchParams(request, listArticlesQuery);
  return NextResponse.json(await listArticles(query));
});

export const POST = withAdmin(async (request, _context, session) => {
  const payload = await readJsonBody(
    request,
    articleSavePayload,
    ARTICLE_JSON_BODY_BYTES,
    ARTICLE_TOO_LARGE_MESSAGE,
  );
  const article = await createArticle(payload, session, clientAddress(request));
  return NextResponse.json({ message: ARTICLE_MESSAGES.created, article }, { status: 201 });
});
