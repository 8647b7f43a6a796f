import { NextRequest } from 'next/server';
import { GET as list, POST as upload } from '@/app/api/admin/images/route';
import { POST as bulkDelete } from '@/app/api/admin/images/bulk-delete/route';
import { jsonRequest } from '@/tests/helpers/http';

const IMAGES_URL = '/api/admin/images';

/** POST /api/admin/images as the gallery sends it: multipart/form-data, field `file`. */
export async function uploadFiles(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  headers: Record<string, string>,
): Promise<Response> {
  const form = new FormData();
  for (const f of files)
    form.append('file', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'image/png' }));
  // Encoded first, as a browser sends it: on Node 24, undici's FormData body keeps enqueuing after the
  // handler cancels its read at the size limit and throws "ReadableStream is already closed" out of
  // band. A server's request body (Node's socket, through Next) is not that stream.
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return upload(
    new NextRequest(new URL(IMAGES_URL, 'http://localhost:3000'), {
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
    }),
    {},
  );
}

export function listImages(query: string, headers: Record<string, string>): Promise<Response> {
  return list(jsonRequest(`${IMAGES_URL}${query}`, { headers }), {});
}

export function deleteImages(body: unknown, headers: Record<string, string>): Promise<Response> {
  return bulkDelete(jsonRequest(`${IMAGES_URL}/bulk-delete`, { body, headers }), {});
}
