import { z } from 'zod';
import {
  ARTICLE_STATUSES,
  ADMIN_PAGE_SIZE,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  BLOG_LIST_LIMIT,
  BLOG_LIST_MAX_LIMIT,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
} from '@/lib/constants';
import {
  getMarket,
  LANGUAGES,
  MARKET_CODES,
  RESERVED_GLOBAL_SLUGS,
  DEFAULT_LANGUAGE,
  DEFAULT_MARKET,
} from '@/lib/markets';
import { SLUG_PATTERN, SLUG_RULE_MESSAGE } from '@/lib/slug';
import { intParam } from './query';

/** Lower-case letters, digits and underscores in hyphen-separated words (the editor's slug rule, SPEC 4). */
const slug = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(200, 'Slug must be at most 200 characters')
  .regex(SLUG_PATTERN, SLUG_RULE_MESSAGE);

/**
 * A slug as it arrives in a URL: exactly a valid slug, untrimmed, so '/blog/foo%20' is not 'foo' and
 * junk is refused before it reaches the database or the data cache.
 */
export const pathSlug = z
  .string()
  .refine((v) => v === v.trim(), 'Invalid slug')
  .pipe(slug);

const market = z.enum(MARKET_CODES, {
  error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}`,
});
const language = z.enum(LANGUAGES, {
  error: `Invalid language: expected one of ${LANGUAGES.join(', ')}`,
});
const articleStatus = z.enum(ARTICLE_STATUSES, {
  error: `Invalid status: expected one of ${ARTICLE_STATUSES.join(', ')}`,
});
const uuid = (field: string) => z.uuid(`${field} must be a valid id`);

/** Empty strings from a form mean "not set". */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const imageUrl = z
  .string({ error: 'Featured image must be a URL' })
  .trim()
  .max(2000, 'Featured image URL is too long')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    'Featured image must be an http(s) URL or a path on this site',
  );

/** SPEC 3 'Article save payload' (camelCase) plus featuredImageAlt and updatedAt; the edit-only fields are accepted on create and ignored there. */
export const articleSavePayload = z
  .object({
    id: uuid('id').optional(),
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(ARTICLE_TITLE_MAX_LENGTH, `Title must be at most ${ARTICLE_TITLE_MAX_LENGTH} characters`),
    slug,
    summary: optionalText('Summary', ARTICLE_SUMMARY_MAX_LENGTH),
    content: z
      .string({ error: 'Content is required' })
      .refine((v) => v.trim().length > 0, 'Content is required'),
    categoryId: uuid('Category')
      .nullish()
      .transform((v) => v ?? null),
    status: articleStatus.default('draft'),
    featuredImageUrl: imageUrl,
    featuredImageAlt: optionalText('Featured image alt text', FEATURED_IMAGE_ALT_MAX_LENGTH),
    metaTitle: optionalText('Meta title', 200),
    metaDescription: optionalText('Meta description', 500),
    market: market.default(DEFAULT_MARKET),
    language: language.default(DEFAULT_LANGUAGE),
    isTranslation: z.boolean({ error: 'isTranslation must be true or false' }).default(false),
    readTimeMinutes: z
      .number({ error: 'Read time must be a number of minutes' })
      .int('Read time must be a whole number of minutes')
      .min(1, 'Read time must be at least 1 minute')
      .max(600, 'Read time must be at most 600 minutes')
      .nullish()
      .transform((v) => v ?? null),
    publishedAt: z.iso
      .datetime({ offset: true, error: 'publishedAt must be an ISO date-time' })
      .nullish()
      .transform((v) => v ?? null),
    translationKeyId: uuid('translationKeyId')
      .nullish()
      .transform((v) => v ?? null),
    baseArticleId: uuid('baseArticleId')
      .nullish()
      .transform((v) => v ?? null),
    /** Edit only: the `updated_at` the editor loaded; a save over a newer row is refused (409). */
    updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!getMarket(v.market).languages.includes(v.language)) {
      ctx.addIssue({
        code: 'custom',
        path: ['language'],
        message: `Language ${v.language} is not available in market ${v.market}`,
      });
    }
    if (v.market === 'global' && RESERVED_GLOBAL_SLUGS.includes(v.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `The slug "${v.slug}" is reserved for a market page`,
      });
    }
  });
export type ArticleSavePayload = z.infer<typeof articleSavePayload>;

/**
 * GET /api/blog/articles/market/{market}: language and limit (SPEC 7). Without `language` the
 * handler uses the market's own language (marketLanguage), so /market/be-fr lists French articles.
 */
export const publicArticlesQuery = z.object({
  language: language.optional(),
  limit: intParam('limit', 1, BLOG_LIST_MAX_LIMIT, BLOG_LIST_LIMIT),
});

export const publicArticleQuery = z.object({ language: language.optional() });

export const publicMarketParams = z.object({ market });
export const publicArticleParams = z.object({ market, slug: pathSlug });

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

/** GET /api/admin/blog/articles (SPEC 7 Admin): page, limit, search and filters. */
export const listArticlesQuery = z.object({
  page: intParam('page', 1, 100_000, 1),
  limit: intParam('limit', 1, BLOG_LIST_MAX_LIMIT, ADMIN_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    // Also keeps a search from matching across the fields (their separator is one: articleSearchText).
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Search must not contain control characters')
    .optional()
    .transform((v) => v || undefined),
  status: optionalFilter(articleStatus),
  categoryId: optionalFilter(uuid('categoryId')),
  market: optionalFilter(market),
  language: optionalFilter(language),
});
export type ListArticlesQuery = z.infer<typeof listArticlesQuery>;

export const articleIdParams = z.object({ id: uuid('Article id') });

/** GET /api/blog/og/{market}: an article's slug (absent for the index) and a cache-busting version. */
export const ogImageQuery = z.object({ slug: pathSlug.optional(), v: z.string().max(40).optional() });
