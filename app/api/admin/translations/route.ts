// GET /api/admin/translations?filter=blog.article.%.{slug} — the translations of one article
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { parseSearchParams } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/http/with-admin';
import { listTranslations } from '@/lib/server/services/translations';
import { translationListQuery } from '@/lib/validations/translations';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const { filter } = parseSearchParams(request, translationListQuery);
  return NextResponse.json({ translations: await listTranslations(await getDb(), filter) });
});
