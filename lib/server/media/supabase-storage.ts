import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { STORAGE_BUCKET } from '@/lib/constants/images';
import type { MediaStorage, StoredObject } from './storage';

/** Objects asked for per list call (the Storage API pages its listing). */
const LIST_PAGE = 1000;
/** spec.md "Image gallery": uploads carry a 3600-second cache setting. */
const UPLOAD_CACHE_SECONDS = '3600';

/**
 * The Supabase Storage bucket `blog-images`, with the service-role key (server only). The bucket is
 * public-read; writes need this key (README, Supabase section).
 */
export function createSupabaseStorage(options: { url: string; serviceRoleKey: string }): MediaStorage {
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const bucket = () => client.storage.from(STORAGE_BUCKET);

  return {
    kind: 'supabase',
    async put(name, bytes, contentType) {
      const { error } = await bucket().upload(name, bytes, {
        contentType,
        cacheControl: UPLOAD_CACHE_SECONDS,
        upsert: false,
      });
      if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
    },
    async read(name) {
      const { data, error } = await bucket().download(name);
      if (error) {
        // The Storage API answers a missing object with HTTP 400 and statusCode "404" in its body.
        if ('statusCode' in error && String(error.statusCode) === '404') return undefined;
        throw new Error(`Supabase Storage download failed: ${error.message}`);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async remove(names) {
      if (names.length === 0) return;
      const { error } = await bucket().remove([...names]);
      if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
    },
    async existing(names) {
      const found = new Set<string>();
      for (const name of names) {
        const { data } = await bucket().exists(name);
        if (data) found.add(name);
      }
      return found;
    },
    async list() {
      const out: StoredObject[] = [];
      for (let offset = 0; ; offset += LIST_PAGE) {
        const { data, error } = await bucket().list('', {
          limit: LIST_PAGE,
          offset,
          sortBy: { column: 'created_at', order: 'desc' },
        });
        if (error) throw new Error(`Supabase Storage list failed: ${error.message}`);
        for (const item of data) {
          const size: unknown = item.metadata?.['size'];
          out.push({ name: item.name, size: typeof size === 'number' ? size : 0 });
        }
        if (data.length < LIST_PAGE) return out;
      }
    },
    publicUrl: (name) => bucket().getPublicUrl(name).data.publicUrl,
  };
}
