// GET, POST /api/admin/campaigns — the newsletter campaigns; write a draft (admins only; issue 39, docs/adr/0111)
import { NextResponse } from 'next/server';
import type { CampaignResponse, CampaignsResponse } from '@/lib/admin/notifications';
import { readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { createCampaign, listCampaigns } from '@/lib/server/newsletter';
import { campaignBody } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async () => NextResponse.json({ campaigns: await listCampaigns() } satisfies CampaignsResponse),
  ADMIN_ONLY,
);

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, campaignBody);
  const campaign = await createCampaign(session, body);
  return NextResponse.json({ campaign } satisfies CampaignResponse, { status: 201 });
}, ADMIN_ONLY);
