// GET /api/admin/campaigns/articles?market= — a market's published articles for the composer, those new since its last send marked (admins only; issue 39)
import { NextResponse } from 'next/server';
import type { CampaignArticlesResponse } from '@/lib/admin/notifications';
import { parseSearchParams } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { campaignArticleChoice } from '@/lib/server/newsletter';
import { newArticlesQuery } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) => {
  const { market } = parseSearchParams(request, newArticlesQuery);
  return NextResponse.json((await campaignArticleChoice(market)) satisfies CampaignArticlesResponse);
}, ADMIN_ONLY);
