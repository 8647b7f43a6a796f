import { z } from 'zod';

/** The longest translated body accepted (an article body far beyond any real one). */
const TRANSLATION_CONTENT_MAX = 500_000;

/** GET /api/admin/translations: spec.md "Admin API" filter, checked for its exact form by the service. */
export const translationListQuery = z.object({
  filter: z.string({ error: 'filter is required' }).max(300, 'filter is too long'),
});

/** PUT /api/admin/translations/{id}: spec.md "Admin API" `{ content, is_approved: true }`; false keeps it pending. */
export const translationSavePayload = z.object({
  content: z
    .string({ error: 'content must be text' })
    .max(TRANSLATION_CONTENT_MAX, `content must be at most ${TRANSLATION_CONTENT_MAX} characters`),
  is_approved: z.boolean({ error: 'is_approved must be true or false' }).default(true),
});
export type TranslationSavePayload = z.infer<typeof translationSavePayload>;

export const translationIdParams = z.object({ id: z.uuid('Translation id must be a valid id') });
