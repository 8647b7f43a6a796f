// GET /media/{name} — an uploaded image on local disk (the default storage). Names are generated and
// never reused, so the answer can be cached for ever.
import { getConfig } from '@/lib/config';
import { readLocalObject } from '@/lib/server/media';

type Context = { params: Promise<{ name: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { name } = await params;
  const config = getConfig();
  const object = config.supabase ? undefined : await readLocalObject(config.dataDir, name);
  if (!object) {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
    });
  }
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      'content-type': object.contentType,
      'content-length': String(object.bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
