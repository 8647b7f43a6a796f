// PUT /api/admin/translations/{id} — save a translation's text (and approve it, spec.md "Admin API")
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { saveTranslation, TRANSLATION_MESSAGES } from '@/lib/server/publishing';
import { translationIdParams, translationSavePayload } from '@/lib/validations/translations';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PUT = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = translationIdParams.parse(await params);
  const payload = await readJsonBody(request, translationSavePayload);
  const translation = await saveTranslation(id, payload, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: TRANSLATION_MESSAGES.updated, translation });
});
