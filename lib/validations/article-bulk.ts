import { z } from 'zod';

/** POST /api/admin/blog/articles/bulk: what one request may do to several articles. */
const BULK_ARTICLE_ACTIONS = ['publish', 'unpublish', 'move', 'trash'] as const;
const BULK_ARTICLES_MAX = 100;
export const bulkArticlesBody = z
  .object({
    ids: z
      .array(z.uuid('Article id must be a valid id'), { error: 'ids must be a list of article ids' })
      .min(1, 'Select at least one article')
      .max(BULK_ARTICLES_MAX, `At most ${BULK_ARTICLES_MAX} articles at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat an article'),
    action: z.enum(BULK_ARTICLE_ACTIONS, {
      error: `Invalid action: expected one of ${BULK_ARTICLE_ACTIONS.join(', ')}`,
    }),
    categoryId: z.uuid('Category must be a valid id').optional(),
  })
  .refine((b) => b.action !== 'move' || b.categoryId !== undefined, {
    message: 'Choose the category to move the articles to',
    path: ['categoryId'],
  });
export type BulkArticlesBody = z.infer<typeof bulkArticlesBody>;
