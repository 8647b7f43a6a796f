import { z } from 'zod';
import {
  ADMIN_LIST_MAX_OFFSET,
  ADMIN_LIST_ORDERS,
  ADMIN_LIST_SORTS,
  ADMIN_SEARCH_MIN_LENGTH,
  ARTICLE_LIST_STATUSES,
  ARTICLE_STATUSES,
  ARTICLE_TITLE_MAX_LENGTH,
} from '@/lib/constants/articles';
import { ARTICLE_CONTENT_MAX_BYTES, ARTICLE_TOO_LARGE_MESSAGE } from '@/lib/constants/forms';
import { ADMIN_PAGE_SIZE } from '@/lib/constants/portal';
import { BLOG_LIST_LIMIT, BLOG_LIST_MAX_LIMIT, PUBLIC_LIST_LIMITS } from '@/lib/constants/blog';
import {
  getMarket,
  LANGUAGES,
  MARKET_CODES,
  RESERVED_GLOBAL_SLUGS,
  DEFAULT_LANGUAGE,
  DEFAULT_MARKET,
} from '@/lib/markets';
import { SLUG_PATTERN, SLUG_RULE_MESSAGE } from '@/lib/slug';
import {
  SLUG_MAX_LENGTH,
  tooLong,
  translatedText,
  type ArticleFieldKey,
  type TranslatedKey,
} from '@/lib/blog/article-fields';
import { isoDateTime } from './date-time';
import { intParam, intParamIn } from './query';

/** Lower-case letters, digits and underscores in hyphen-separated words (the editor's slug rule, spec.md "Article editor"). */
export const articleSlug = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, SLUG_RULE_MESSAGE);

/**
 * A slug as it arrives in a URL: exactly a valid slug, untrimmed, so '/blog/foo%20' is not 'foo' and
 * junk is refused before it reaches the database or the data cache.
 */
export const pathSlug = z
  .string()
  .refine((v) => v === v.trim(), 'Invalid slug')
  .pipe(articleSlug);

const market = z.enum(MARKET_CODES, {
  error: `Invalid market: expected one of ${MARKET_CODES.join(', ')}`,
});
const language = z.enum(LANGUAGES, {
  error: `Invalid language: expected one of ${LANGUAGES.join(', ')}`,
});
const articleStatus = z.enum(ARTICLE_STATUSES, {
  error: `Invalid status: expected one of ${ARTICLE_STATUSES.join(', ')}`,
});
const listStatus = z.enum(ARTICLE_LIST_STATUSES, {
  error: `Invalid status: expected one of ${ARTICLE_LIST_STATUSES.join(', ')}`,
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

/** A translated text's rule, named and limited as its definition says. */
function optionalTextOf(key: TranslatedKey) {
  const { name, max } = translatedText(key);
  if (max === undefined) throw new Error(`${key} has no limit`);
  return optionalText(name, max);
}

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

/** Another site's address for this article (a syndicated copy): absolute http(s), or unset. */
const canonicalUrl = z
  .string({ error: 'Canonical URL must be text' })
  .trim()
  .max(2000, 'Canonical URL is too long')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || (URL.canParse(v) && /^https?:\/\/[^\s]+$/i.test(v)),
    'Canonical URL must be an absolute http(s) URL',
  );

const REVIEW_MESSAGES = {
  reviewerRequired: 'Reviewer is required when a review date is set',
  dateRequired: 'Review date is required when a reviewer is set',
} as const;

/** Each field's rule, one per key of the article's definition (lib/blog/article-fields.ts): none missing, none extra. */
export const articleFieldShape = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(ARTICLE_TITLE_MAX_LENGTH, tooLong('Title', ARTICLE_TITLE_MAX_LENGTH)),
  slug: articleSlug,
  summary: optionalTextOf('summary'),
  content: z
    .string({ error: 'Content is required' })
    .refine((v) => v.trim().length > 0, 'Content is required')
    // Bytes, not characters: the limit is on the stored HTML (UTF-8), as the 413 says.
    .refine(
      (v) =>
        // A character is at most 3 UTF-8 bytes (4 for a surrogate pair, 2 UTF-16 units): short bodies skip the encode.
        v.length * 3 <= ARTICLE_CONTENT_MAX_BYTES ||
        new TextEncoder().encode(v).length <= ARTICLE_CONTENT_MAX_BYTES,
      ARTICLE_TOO_LARGE_MESSAGE,
    ),
  categoryId: uuid('Category')
    .nullish()
    .transform((v) => v ?? null),
  status: articleStatus.default('draft'),
  featuredImageUrl: imageUrl,
  featuredImageAlt: optionalTextOf('featuredImageAlt'),
  metaTitle: optionalTextOf('metaTitle'),
  metaDescription: optionalTextOf('metaDescription'),
  canonicalUrl,
  reviewedBy: optionalTextOf('reviewedBy'),
  reviewedAt: z.iso
    .date({ error: 'Review date must be a date (YYYY-MM-DD)' })
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
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
  publishedAt: isoDateTime('publishedAt')
    .nullish()
    .transform((v) => v ?? null),
  translationKeyId: uuid('translationKeyId')
    .nullish()
    .transform((v) => v ?? null),
  baseArticleId: uuid('baseArticleId')
    .nullish()
    .transform((v) => v ?? null),
} satisfies { [K in ArticleFieldKey]: z.ZodType };

/** spec.md "Article save payload" (camelCase) plus featuredImageAlt and updatedAt; the edit-only fields are accepted on create and ignored there. */
export const articleSavePayload = z
  .object({
    id: uuid('id').optional(),
    ...articleFieldShape,
    /** Edit only: the `updated_at` the editor loaded; a save over a newer row is refused (409). */
    updatedAt: isoDateTime('updatedAt').optional(),
  })
  .superRefine((v, ctx) => {
    // A review date without a name says nothing, and a name without a date does not say when.
    if (v.reviewedAt && !v.reviewedBy)
      ctx.addIssue({ code: 'custom', path: ['reviewedBy'], message: REVIEW_MESSAGES.reviewerRequired });
    if (v.reviewedBy && !v.reviewedAt)
      ctx.addIssue({ code: 'custom', path: ['reviewedAt'], message: REVIEW_MESSAGES.dateRequired });
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
 * GET /api/blog/articles/market/{market}: language and limit (spec.md "Public API"). Without `language` the
 * handler uses the market's own language (marketLanguage), so /market/be-fr lists French articles.
 */
export const publicArticlesQuery = z.object({
  language: language.optional(),
  limit: intParamIn('limit', PUBLIC_LIST_LIMITS, BLOG_LIST_LIMIT),
});

export const publicArticleQuery = z.object({ language: language.optional() });

export const publicMarketParams = z.object({ market });
export const publicArticleParams = z.object({ market, slug: pathSlug });

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

/** GET /api/admin/blog/articles (spec.md "Admin API" Admin): page, limit, search and filters. */
export const listArticlesQuery = z
  .object({
    page: intParam('page', 1, 100_000, 1),
    limit: intParam('limit', 1, BLOG_LIST_MAX_LIMIT, ADMIN_PAGE_SIZE),
    search: z
      .string()
      .trim()
      .max(200, 'Search must be at most 200 characters')
      .refine(
        (v) => v === '' || v.length >= ADMIN_SEARCH_MIN_LENGTH,
        `Search must be at least ${ADMIN_SEARCH_MIN_LENGTH} characters`,
      )
      // Also keeps a search from matching across the fields (their separator is one: articleSearchText).
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Search must not contain control characters')
      .optional()
      .transform((v) => v || undefined),
    status: optionalFilter(listStatus),
    categoryId: optionalFilter(uuid('categoryId')),
    market: optionalFilter(market),
    language: optionalFilter(language),
    sort: z
      .enum(ADMIN_LIST_SORTS, { error: `Invalid sort: expected one of ${ADMIN_LIST_SORTS.join(', ')}` })
      .default('updated'),
    order: z
      .enum(ADMIN_LIST_ORDERS, { error: `Invalid order: expected one of ${ADMIN_LIST_ORDERS.join(', ')}` })
      .default('desc'),
  })
  // Bounded offset: a deeper page would walk every row before it (docs/adr/0056).
  .refine((q) => (q.page - 1) * q.limit <= ADMIN_LIST_MAX_OFFSET, {
    message: `Page is too deep: the list reaches ${ADMIN_LIST_MAX_OFFSET.toLocaleString('en')} articles; narrow the search or filters to see older ones`,
    path: ['page'],
  });
export type ListArticlesQuery = z.infer<typeof listArticlesQuery>;

export const articleIdParams = z.object({ id: uuid('Article id') });

/** PUT …/articles/{id}?autosave=1: the editor's autosave of a never-published draft (docs/adr/0087). */
export const articleSaveQuery = z.object({
  autosave: z.literal('1', { error: 'autosave must be 1 when given' }).optional(),
});
export const articleRevisionParams = z.object({ id: uuid('Article id'), revisionId: uuid('Revision id') });

/** GET /api/blog/og/{market}: an article's slug (absent for the index) and a cache-busting version. */
export const ogImageQuery = z.object({ slug: pathSlug.optional(), v: z.string().max(40).optional() });

/** GET /sitemaps/{file}: index.xml, pages.xml or {market}-{n}.xml (lib/blog/paths.ts sitemapFilePath). */
export const sitemapFileParams = z.object({
  file: z
    .string()
    .regex(
      new RegExp(`^(index|pages|(${MARKET_CODES.join('|')})-[1-9][0-9]{0,5})\\.xml$`),
      'Unknown sitemap file',
    )
    .transform((name) => {
      const base = name.slice(0, -'.xml'.length);
      if (base === 'index' || base === 'pages') return { kind: base } as const;
      const at = base.lastIndexOf('-');
      return {
        kind: 'articles' as const,
        market: market.parse(base.slice(0, at)),
        chunk: Number(base.slice(at + 1)),
      };
    }),
});
