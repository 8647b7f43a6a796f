import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DbOrTx } from '@/lib/server/db/client';
import { contentTypeOfName } from './image-formats';
import { findMediaImagesByName } from './repository';
import { OBJECT_NAME_PATTERN } from './storage';
import { getMediaStorage } from './storage-config';

/** What a feed enclosure and Open Graph need to know of an image: its bytes, type and size in pixels. */
export interface ImageFacts {
  size: number;
  contentType: string;
  width: number;
  height: number;
}

/** The site's own images under public/ (the demo articles' pictures): read once per process. */
const PUBLIC_PREFIX = '/images/';
const publicFacts = new Map<string, Promise<ImageFacts | null>>();

function readPublicFacts(url: string): Promise<ImageFacts | null> {
  let facts = publicFacts.get(url);
  if (!facts) {
    facts = (async () => {
      const root = path.resolve('public');
      const file = path.resolve(root, `.${decodeURIComponent(url)}`);
      const contentType = contentTypeOfName(file);
      if (!file.startsWith(root + path.sep) || !contentType) return null;
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(file).then((b) => sharp(b).metadata())]);
        if (!meta.width || !meta.height) return null;
        return { size: info.size, contentType, width: meta.width, height: meta.height };
      } catch {
        return null;
      }
    })();
    publicFacts.set(url, facts);
  }
  return facts;
}

/**
 * Facts about the images these URLs (an article's featured_image_url) point to: an upload's from its
 * gallery record, a file of the site's own from disk. URLs of neither (another host, a deleted
 * upload) are absent from the map: a caller then declares nothing rather than a wrong size.
 */
export async function findImageFacts(
  db: DbOrTx,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, ImageFacts>> {
  const storage = getMediaStorage();
  const uploads = new Map<string, string>();
  const own: string[] = [];
  for (const url of new Set(urls)) {
    if (!url) continue;
    const name = url.slice(url.lastIndexOf('/') + 1);
    if (OBJECT_NAME_PATTERN.test(name) && storage.publicUrl(name) === url) uploads.set(name, url);
    else if (url.startsWith(PUBLIC_PREFIX)) own.push(url);
  }
  const [rows, files] = await Promise.all([
    findMediaImagesByName(db, [...uploads.keys()]),
    Promise.all(own.map(async (url) => [url, await readPublicFacts(url)] as const)),
  ]);
  const facts = new Map<string, ImageFacts>();
  for (const r of rows) {
    const url = uploads.get(r.name);
    if (url) facts.set(url, { size: r.size, contentType: r.contentType, width: r.width, height: r.height });
  }
  for (const [url, f] of files) if (f) facts.set(url, f);
  return facts;
}
