import 'server-only';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { DbOrTx } from '@/lib/server/db/client';
import { importImage, type MediaStorage } from '@/lib/server/media';
import type { SeedArticle } from './seed-content/articles';

type DemoImageKey = NonNullable<SeedArticle['featuredImage']>;

/** The demo pictures' descriptions: what a reader who cannot see them should be told. */
const DEMO_IMAGES: readonly { key: DemoImageKey; alt: string }[] = [
  { key: 'research', alt: 'A stack of law books beside a magnifying glass' },
  { key: 'intake', alt: 'A phone showing a chat, with speech bubbles around it' },
  { key: 'deadlines', alt: 'A calendar with the days ticked off and a clock beside it' },
  { key: 'drafting', alt: 'A document being signed with a pen' },
  { key: 'security', alt: 'A shield with a padlock on it' },
];

/** The pictures ship with the site (public/images/blog, also served there for older links). */
const DEMO_IMAGES_DIR = path.join(process.cwd(), 'public', 'images', 'blog');

/**
 * The demo articles' pictures as gallery images (ADR 0093): in storage under fixed names, with a row each
 * and their alt text, so the gallery starts with what the demo articles use and shows where. Idempotent.
 * Returns each picture's public URL. Without `storage`, the running server's.
 */
export async function seedDemoImages(db: DbOrTx, storage?: MediaStorage): Promise<Map<DemoImageKey, string>> {
  const urls = new Map<DemoImageKey, string>();
  for (const { key, alt } of DEMO_IMAGES) {
    const bytes = await readFile(path.join(DEMO_IMAGES_DIR, `${key}.jpg`));
    urls.set(
      key,
      await importImage(db, { name: `demo-${key}.jpg`, originalName: `${key}.jpg`, bytes, alt }, storage),
    );
  }
  return urls;
}
