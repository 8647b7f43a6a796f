// GET /api/admin/images — the gallery (newest first); POST — upload one or several images (multipart)
import { NextResponse } from 'next/server';
import { readUploadedImages } from '@/lib/server/http/multipart';
import { clientAddress, parseSearchParams } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { IMAGE_API_MESSAGES, listImages, uploadImages } from '@/lib/server/media';
import { listImagesQuery } from '@/lib/validations/images';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (request) =>
  NextResponse.json(await listImages(parseSearchParams(request, listImagesQuery))),
);

export const POST = withAdmin(async (request, _context, session) => {
  const files = await readUploadedImages(request);
  const images = await uploadImages(files, { session, ipAddress: clientAddress(request) });
  return NextResponse.json(
    { message: IMAGE_API_MESSAGES.uploaded, image: images[0], images },
    { status: 201 },
  );
});
