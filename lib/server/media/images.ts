import 'server-only';
import { randomBytes } from 'node:crypto';
import type { GalleryImage, GalleryPage } from '@/lib/admin/image-types';
import { slugify } from '@/lib/slug';
import type { BulkDeletePayload, ListImagesQuery } from '@/lib/validations/images';
import { type AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, InvalidError } from '@/lib/server/errors';
import { getMediaStorage } from '@/lib/server/media/storage-config';
import { ImageRejected, processImage } from '@/lib/server/media/process-image';
import { OBJECT_NAME_PATTERN, type MediaStorage } from '@/lib/server/media/storage';
import {
  articlesUsingImages,
  deleteMediaImages,
  findMediaImagesByName,
  insertMediaImage,
  listMediaImages,
  type MediaImageRow,
} from './repository';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';

/** A file as the upload handler read it from the request. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export const IMAGE_API_MESSAGES = {
  uploaded: 'Image uploaded successfully!',
  deleted: (n: number) => `Deleted ${n} image(s)`,
  badIdentifier: 'Invalid image identifier',
  unknown: 'Image not found',
  inUse: 'Some of these images are used by articles. Delete them anyway?',
  altSaved: 'Alt text saved',
  notFound: 'Image not found',
} as const;

type ApiImage = GalleryImage;

export interface Actor {
  session: AdminSession;
  ipAddress: string | null;
}

export const toApiImage = (r: MediaImageRow, storage: MediaStorage): ApiImage => ({
  id: r.id,
  name: r.name,
  url: storage.publicUrl(r.name),
  size: r.size,
  created_at: r.createdAt.toISOString(),
  width: r.width,
  height: r.height,
  alt: r.alt,
  original_name: r.originalName,
});

/** A fresh object name: time, randomness, a readable hint of the original name, the real extension. */
function objectName(originalName: string, ext: string): string {
  const hint = slugify(originalName.replace(/\.[^.]*$/, ''))
    .slice(0, 40)
    .replace(/-+$/, '');
  const unique = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  return `${unique}${hint ? `-${hint.replace(/_/g, '-')}` : ''}.${ext}`;
}

export async function uploadImages(
  db: Db,
  files: readonly UploadedFile[],
  actor: Actor,
  storage: MediaStorage = getMediaStorage(),
): Promise<ApiImage[]> {
  // Every file is checked before any is stored: one bad file refuses the request and stores nothing.
  const processed = [];
  for (const file of files) {
    try {
      processed.push({ file, image: await processImage(file.bytes) });
    } catch (err) {
      if (err instanceof ImageRejected) throw new InvalidError(err.message);
      throw err;
    }
  }
  const saved: ApiImage[] = [];
  for (const { file, image } of processed) {
    const name = objectName(file.name, image.ext);
    await storage.put(name, image.bytes, image.contentType);
    try {
      const row = await insertMediaImage(db, {
        name,
        originalName: file.name || name,
        contentType: image.contentType,
        size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        // Empty until an author describes the image: a file name ('IMG 2041') is no description, and a
        // pre-filled one was kept as if it were (issue 22 point 10).
        alt: '',
        uploadedBy: actor.session.user.id,
      });
      saved.push(toApiImage(row, storage));
    } catch (err) {
      await storage.remove([name]);
      throw err;
    }
  }
  await recordAudit(db, {
    action: AUDIT_ACTIONS.imagesUploaded,
    adminId: actor.session.user.id,
    detail: { names: saved.map((i) => i.name) },
    ipAddress: actor.ipAddress,
  });
  return saved;
}

export async function listImages(
  db: Db,
  q: ListImagesQuery,
  storage: MediaStorage = getMediaStorage(),
): Promise<GalleryPage> {
  const { rows, total, totalSize } = await listMediaImages(db, q);
  return {
    images: rows.map((r) => toApiImage(r, storage)),
    pagination: { page: q.page, limit: q.limit, total, totalPages: Math.max(1, Math.ceil(total / q.limit)) },
    totalSize,
  };
}

/**
 * Deletes exactly the named images. Any identifier that is not a generated object name (a path
 * separator, '..') or that names no stored image refuses the whole request; images an article uses
 * are refused with the articles named (409) unless `force`.
 */
export async function bulkDeleteImages(
  db: Db,
  payload: BulkDeletePayload,
  actor: Actor,
  storage: MediaStorage = getMediaStorage(),
): Promise<number> {
  const names = [...new Set(payload.filenames)];
  const malformed = names.find((n) => !OBJECT_NAME_PATTERN.test(n));
  if (malformed !== undefined) throw new InvalidError(`${IMAGE_API_MESSAGES.badIdentifier}: ${malformed}`);
  const known = new Set((await findMediaImagesByName(db, names)).map((r) => r.name));
  // Only names the table does not know are looked up in storage (one request each on Supabase).
  const inBucket = await storage.existing(names.filter((n) => !known.has(n)));
  const missing = names.find((n) => !known.has(n) && !inBucket.has(n));
  if (missing !== undefined) throw new InvalidError(`${IMAGE_API_MESSAGES.unknown}: ${missing}`);
  if (!payload.force) {
    const used = await articlesUsingImages(db, names);
    const usedBy = names.flatMap((name) => {
      const articles = used.get(name);
      return articles ? [{ filename: name, articles }] : [];
    });
    if (usedBy.length > 0) throw new ConflictError(IMAGE_API_MESSAGES.inUse, { usedBy });
  }
  await storage.remove(names);
  await deleteMediaImages(db, names);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.imagesDeleted,
    adminId: actor.session.user.id,
    detail: { names },
    ipAddress: actor.ipAddress,
  });
  return names.length;
}
