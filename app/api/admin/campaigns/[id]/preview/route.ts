// GET /api/admin/campaigns/{id}/preview — the campaign's mail as its market's subscribers get it (admins only; issue 39)
import { NextResponse } from 'next/server';
import type { CampaignPreview } from '@/lib/admin/notifications';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { previewCampaign } from '@/lib/server/newsletter';
import { campaignId } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const id = campaignId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Campaign not found');
  return NextResponse.json((await previewCampaign(id.data)) satisfies CampaignPreview);
}, ADMIN_ONLY);
