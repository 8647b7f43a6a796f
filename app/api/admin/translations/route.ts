// GET /api/admin/translations?filter=blog.article.%.{slug} — the translations of one article
import { NextResponse } from 'next/server';
import { parseSearchParams } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { listTranslations } from '@/lib/server/publishing';
import { translationListQuery } from '@/lib/validations/translations';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const { filter } = parseSearchParams(request, translationListQuery);
  return NextResponse.json({ translations: await listTranslations(filter) });
});
