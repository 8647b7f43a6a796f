import { z } from 'zod';
import { CATEGORY_COLORS, DEFAULT_CATEGORY_COLOR } from '@/lib/constants/articles';
import { slugify, SLUG_PATTERN, SLUG_RULE_MESSAGE } from '@/lib/slug';

const CATEGORY_NAME_REQUIRED = 'Category name is required';

/** The name shown on one language's pages: optional, blank means "use the name". */
const localizedName = (language: string) =>
  z
    .string({ error: `${language} name must be text` })
    .trim()
    .max(100, `${language} name must be at most 100 characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST/PUT /api/admin/blog/categories (spec.md "Data shapes" Category, spec.md "Admin portal"): a blank name is refused with the
 * spec's message; an empty slug is derived from the name; the colour is one of the SPEC palette.
 */
export const categorySavePayload = z
  .object({
    name: z
      .string({ error: CATEGORY_NAME_REQUIRED })
      .trim()
      .min(1, CATEGORY_NAME_REQUIRED)
      .max(100, 'Category name must be at most 100 characters'),
    nameFr: localizedName('French'),
    nameNl: localizedName('Dutch'),
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .max(100, 'Slug must be at most 100 characters')
      .nullish(),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    color: z
      .enum(CATEGORY_COLORS, { error: `Color must be one of ${CATEGORY_COLORS.join(', ')}` })
      .nullish()
      .transform((v) => v ?? DEFAULT_CATEGORY_COLOR),
  })
  .transform((v, ctx) => {
    const slug = v.slug ? v.slug : slugify(v.name);
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: v.slug ? SLUG_RULE_MESSAGE : 'Enter a slug: none can be made from this name',
      });
      return z.NEVER;
    }
    return { ...v, slug };
  });
export type CategorySavePayload = z.infer<typeof categorySavePayload>;

export const categoryIdParams = z.object({ id: z.uuid('Category id must be a valid id') });
