// POST /api/admin/blog/articles/bulk — publish, unpublish, move or trash several articles, answering per id
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { bulkArticles } from '@/lib/server/publishing';
import { bulkArticlesBody } from '@/lib/validations/article-bulk';

export const dynamic = 'force-dynamic';

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, bulkArticlesBody);
  const results = await bulkArticles(body, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ results });
});
