// POST /api/admin/campaigns/{id}/send — { at? }: queue every confirmed subscriber now, or schedule; 409 once sent (admins only; issue 39, docs/adr/0111)
import { NextResponse } from 'next/server';
import type { CampaignResponse } from '@/lib/admin/notifications';
import { NotFoundError } from '@/lib/server/errors';
import { readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { sendCampaign } from '@/lib/server/newsletter';
import { campaignId, campaignSendBody } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const id = campaignId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Campaign not found');
  const { at } = await readJsonBody(request, campaignSendBody);
  return NextResponse.json({ campaign: await sendCampaign(session, id.data, at) } satisfies CampaignResponse);
}, ADMIN_ONLY);
