/** Image uploads and the gallery: accepted files, limits, messages. One source of truth: import from here, never repeat a value. */
export {
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_MAX_FILES,
  IMAGE_UPLOAD_MAX_REQUEST_BYTES,
} from './image-upload-limits.mjs';
import { FEATURED_IMAGE_ALT_MAX_LENGTH } from './articles';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const RECENT_UPLOADS_LIMIT = 20;
export const STORAGE_BUCKET = 'blog-images';
/** Beyond the spec: decoding a larger image would take hundreds of MB (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Beyond the spec: frames of an animated GIF or WebP (each is decoded and re-encoded). */
export const IMAGE_MAX_FRAMES = 300;
/**
 * An image's stored description. It pre-fills an article's featured-image alt text, so it is held to that
 * field's limit: a longer one would be refused the moment it was used.
 */
export const IMAGE_ALT_MAX_LENGTH = FEATURED_IMAGE_ALT_MAX_LENGTH;
/** The articles an image's details list as using it: enough to judge a delete, bounded for the scan. */
export const IMAGE_USAGE_LIMIT = 50;
/** Beyond the spec: images per gallery page. */
export const IMAGES_PAGE_SIZE = 60;
/** The upload's validation texts (docs/spec.md "Image gallery"). */
export const IMAGE_MESSAGES = {
  invalidType: 'Please upload a valid image file (JPG, PNG, WebP, or GIF)',
  tooLarge: 'File size must be less than 5MB',
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
  tooManyFrames: 'Animated images may have at most 300 frames',
  tooManyFiles: 'Upload at most 10 images at a time',
  requestTooLarge: 'Upload at most 10 images of up to 5MB each at a time',
  noFile: 'Choose an image to upload',
} as const;
