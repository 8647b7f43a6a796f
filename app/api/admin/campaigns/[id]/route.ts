// GET /api/admin/campaigns/{id} — one campaign with its recipients' counts (admins only; issue 39, docs/adr/0111)
import { NextResponse } from 'next/server';
import type { CampaignResponse } from '@/lib/admin/notifications';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { getCampaign } from '@/lib/server/newsletter';
import { campaignId } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const id = campaignId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Campaign not found');
  return NextResponse.json({ campaign: await getCampaign(id.data) } satisfies CampaignResponse);
}, ADMIN_ONLY);
