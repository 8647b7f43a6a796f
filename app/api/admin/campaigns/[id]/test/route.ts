// POST /api/admin/campaigns/{id}/test — sends the campaign now to the signed-in admin's own address (admins only; issue 39)
import { NextResponse } from 'next/server';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { sendCampaignTest } from '@/lib/server/newsletter';
import { campaignId } from '@/lib/validations/campaigns';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (_request, { params }, session) => {
  const id = campaignId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Campaign not found');
  return NextResponse.json({ success: true, ...(await sendCampaignTest(session, id.data)) });
}, ADMIN_ONLY);
