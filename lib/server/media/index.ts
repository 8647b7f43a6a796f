import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as imageDetails from './image-details';
import * as imageFacts from './image-facts';
import * as images from './images';

/* Media: uploaded images, their records and the storage they live in (local disk or Supabase). */

export { IMAGE_API_MESSAGES } from './images';
export const uploadImages = withDb(images.uploadImages);
export const listImages = withDb(images.listImages);
export const bulkDeleteImages = withDb(images.bulkDeleteImages);
export const getImageDetails = withDb(imageDetails.getImageDetails);
export const updateImageAlt = withDb(imageDetails.updateImageAlt);
export { importImage } from './image-details';
export const findImageFacts = withDb(imageFacts.findImageFacts);
export type { ImageFacts } from './image-facts';

export { createLocalStorage, readLocalObject } from './local-storage';
export { createSupabaseStorage } from './supabase-storage';
export { createMediaStorage, getMediaStorage, setMediaStorageForTests } from './storage-config';
export type { MediaStorage } from './storage';
export { contentTypeOfName } from './image-formats';
export { checkStorageHealth, probeStorage } from './storage-health';
