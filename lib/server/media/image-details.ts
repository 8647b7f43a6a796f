import 'server-only';
import sharp from 'sharp';
import type { GalleryImage, ImageDetails } from '@/lib/admin/image-types';
import { IMAGE_USAGE_LIMIT } from '@/lib/constants/images';
import type { ImageAltPayload } from '@/lib/validations/images';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { contentTypeOfName } from './image-formats';
import { IMAGE_API_MESSAGES, toApiImage, type Actor } from './images';
import {
  articlesUsingImage,
  findMediaImageById,
  findMediaImagesByName,
  insertMediaImageIfAbsent,
  updateMediaImageAlt,
} from './repository';
import { OBJECT_NAME_PATTERN, type MediaStorage } from './storage';
import { getMediaStorage } from './storage-config';

/** One image and the articles that use it (featured image or body), most recently changed first. */
export async function getImageDetails(
  db: Db,
  id: string,
  storage: MediaStorage = getMediaStorage(),
): Promise<ImageDetails> {
  const row = await findMediaImageById(db, id);
  if (!row) throw new NotFoundError(IMAGE_API_MESSAGES.notFound);
  // One more than shown tells whether the list is complete without counting every match.
  const uses = await articlesUsingImage(db, row.name, IMAGE_USAGE_LIMIT + 1);
  return {
    image: toApiImage(row, storage),
    used_in: uses.slice(0, IMAGE_USAGE_LIMIT),
    used_in_more: uses.length > IMAGE_USAGE_LIMIT,
  };
}

/**
 * Sets an image's alt text: the default wherever the image is inserted from now on. Articles that
 * already use the image keep the text they were given (theirs to change in the editor).
 */
export async function updateImageAlt(
  db: Db,
  id: string,
  payload: ImageAltPayload,
  actor: Actor,
  storage: MediaStorage = getMediaStorage(),
): Promise<GalleryImage> {
  const row = await updateMediaImageAlt(db, id, payload.alt);
  if (!row) throw new NotFoundError(IMAGE_API_MESSAGES.notFound);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.imageAltChanged,
    adminId: actor.session.user.id,
    detail: { name: row.name, alt: row.alt },
    ipAddress: actor.ipAddress,
  });
  return toApiImage(row, storage);
}

/**
 * Puts one of the site's own images (the demo seed's) into storage and the gallery under a fixed name,
 * unless it is there already; returns its public URL. The bytes are the site's own files, stored as
 * they are (uploads are re-encoded because they come from outside).
 */
export async function importImage(
  db: DbOrTx,
  file: { name: string; originalName: string; bytes: Uint8Array; alt: string },
  storage: MediaStorage = getMediaStorage(),
): Promise<string> {
  const contentType = contentTypeOfName(file.name);
  if (!OBJECT_NAME_PATTERN.test(file.name) || !contentType)
    throw new Error(`importImage: ${file.name} is not a storable image name`);
  if ((await findMediaImagesByName(db, [file.name])).length > 0) return storage.publicUrl(file.name);
  const { width, height } = await sharp(file.bytes).metadata();
  if (!width || !height) throw new Error(`importImage: ${file.name} has no dimensions`);
  if (!(await storage.existing([file.name])).has(file.name))
    await storage.put(file.name, file.bytes, contentType);
  await insertMediaImageIfAbsent(db, {
    name: file.name,
    originalName: file.originalName,
    contentType,
    size: file.bytes.byteLength,
    width,
    height,
    alt: file.alt,
    uploadedBy: null,
  });
  return storage.publicUrl(file.name);
}
