// PUT /api/admin/translations/{id} — save a translation's text (and approve it, SPEC 7)
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/http/with-admin';
import { saveTranslation, TRANSLATION_MESSAGES } from '@/lib/server/services/translations';
import { translationIdParams, translationSavePayload } from '@/lib/validations/translations';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PUT = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = translationIdParams.parse(await params);
  const payload = await readJsonBody(request, translationSavePayload);
  const translation = await saveTranslation(await getDb(), id, payload, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: TRANSLATION_MESSAGES.updated, translation });
});
