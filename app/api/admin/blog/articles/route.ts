// GET /api/admin/blog/articles — list with filters and pagination; POST — create an article
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { parseSearchParams, readJsonBody } from '@/lib/server/http/request';
import { conflictOnUniqueIndex } from '@/lib/server/http/responses';
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
  // Two creates of one slug at once both pass the service's check; the unique index stops the second.
  const article = await createArticle(await getDb(), payload, session).catch(
    conflictOnUniqueIndex('blog_articles_market_language_slug_idx', ARTICLE_MESSAGES.duplicateSlug),
  );
  return NextResponse.json({ message: ARTICLE_MESSAGES.created, article }, { status: 201 });
});
