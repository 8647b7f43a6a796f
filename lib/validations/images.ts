import { z } from 'zod';
import {
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  IMAGES_PAGE_SIZE,
} from '@/lib/constants/images';

/** GET /api/admin/images: newest first, paged; `search` matches the file name or alt text. */
export const listImagesQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(IMAGES_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ListImagesQuery = z.infer<typeof listImagesQuery>;

/**
 * POST /api/admin/images/bulk-delete: spec.md "Admin API" `{ filenames }`. `force` deletes images that articles
 * still use (the screen asks first, naming them).
 */
export const bulkDeletePayload = z.object({
  filenames: z
    .array(z.string({ error: 'filenames must be image identifiers' }).max(200), {
      error: 'filenames must be a list of image identifiers',
    })
    .min(1, 'Select at least one image')
    .max(500, 'Delete at most 500 images at a time'),
  force: z.boolean({ error: 'force must be true or false' }).default(false),
});
export type BulkDeletePayload = z.infer<typeof bulkDeletePayload>;

export const imageIdParams = z.object({ id: z.uuid('Image id must be a valid id') });

/** PATCH /api/admin/images/{id}: the image's alt text, used by default wherever it is inserted (issue 33). */
export const imageAltPayload = z.object({
  alt: z
    .string({ error: 'alt must be text' })
    .trim()
    .max(IMAGE_ALT_MAX_LENGTH, `Alt text must be at most ${IMAGE_ALT_MAX_LENGTH} characters`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Alt text must not contain control characters'),
});
export type ImageAltPayload = z.infer<typeof imageAltPayload>;

/**
 * The browser's pre-check of a chosen file (spec.md "Image gallery"), from its declared type and size only: the server
 * decides again from the bytes. Returns the spec.md "Image gallery" ('Upload Error') text, or null when the file may go.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.some((t) => t === file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
