// POST /api/admin/translations/{id}/approve — approve a translation as it stands (spec.md "Admin API")
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { approveTranslation, TRANSLATION_MESSAGES } from '@/lib/server/publishing';
import { translationIdParams } from '@/lib/validations/translations';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = translationIdParams.parse(await params);
  const translation = await approveTranslation(id, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: TRANSLATION_MESSAGES.approved, translation });
});
