// GET /api/admin/images/{id} — one image and the articles that use it; PATCH — change its alt text
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { getImageDetails, IMAGE_API_MESSAGES, updateImageAlt } from '@/lib/server/media';
import { imageAltPayload, imageIdParams } from '@/lib/validations/images';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = withAdmin<Context>(async (_request, { params }) => {
  const { id } = imageIdParams.parse(await params);
  return NextResponse.json(await getImageDetails(id));
});

export const PATCH = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = imageIdParams.parse(await params);
  const payload = await readJsonBody(request, imageAltPayload);
  const image = await updateImageAlt(id, payload, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: IMAGE_API_MESSAGES.altSaved, image });
});
