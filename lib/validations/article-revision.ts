import { z } from 'zod';
import { RESTORED_KEYS } from '@/lib/blog/article-fields';
import { articleFieldShape } from './article';
import { isoDateTime } from './date-time';

/**
 * POST …/revisions/{revisionId}/restore: the version the editor holds, refused (409) when no longer current,
 * and whether the revision's status (and publication time) comes back too; by default only its content
 * does, so a live article stays live (issue 33 point 4, docs/adr/0092).
 */
export const restoreRevisionBody = z.object({
  updatedAt: isoDateTime('updatedAt').optional(),
  restoreStatus: z.boolean({ error: 'restoreStatus must be true or false' }).default(false),
});
export type RestoreRevisionBody = z.infer<typeof restoreRevisionBody>;

/** The rules of `keys` alone, typed as the shape's. */
function pickShape<S extends Record<string, z.ZodType>, K extends keyof S & string>(
  shape: S,
  keys: readonly K[],
) {
  return Object.fromEntries(keys.map((k) => [k, shape[k]])) as Pick<S, K>;
}

/**
 * What a revision restore puts back by default (the definition's `restored` fields, checked by today's
 * rules of a save): not the address (slug, market, language), the place in a translation group, the
 * author, nor the status. A field the revision does not hold (saved before the field existed) is absent
 * here, and the article keeps its value.
 */
export const revisionContent = z.object(pickShape(articleFieldShape, RESTORED_KEYS)).partial();
