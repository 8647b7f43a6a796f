/**
 * How translation keys are named (spec.md "Other shapes" `blog.article.%.{slug}` filter) and which languages and
 * markets translations go to. Isomorphic: the translations screen builds the same filter.
 */
import { MARKETS, type Language, type MarketCode } from '@/lib/markets';
import { SLUG_PATTERN } from '@/lib/slug';
import {
  apiName,
  TRANSLATED_KEYS,
  translatedKey,
  type TranslatedField,
  type TranslatedKey,
} from './article-fields';

/**
 * Every public text of an article is translated (issue 22 point 8, docs/adr/0080): the fields its
 * definition marks `translated` (lib/blog/article-fields.ts), in the translations screen's order.
 */
export const TRANSLATED_FIELDS: readonly TranslatedField[] = TRANSLATED_KEYS.map(apiName);
export type { TranslatedField };

/**
 * spec.md "Translations": a language's article is published once these are approved. The other fields
 * replace the English value on the translated page once approved (and republish it); until then the
 * page keeps the English slug and image alt and builds its metadata from the translated title and summary.
 */
export const REQUIRED_TRANSLATED_FIELDS = [
  'title',
  'summary',
  'content',
] as const satisfies readonly TranslatedField[];

/** An article's translated fields, as its row holds them; an absent one is empty (seeded content may omit some). */
export type TranslatableArticle = { [K in TranslatedKey]?: string | null };

/** The text of one translated field of an article ('' when it has none). */
export function articleFieldText(a: TranslatableArticle, field: TranslatedField): string {
  return a[translatedKey(field)] ?? '';
}

/** spec.md "Translations": the editable translation languages; the global English article is the source. */
export const TRANSLATION_LANGUAGES = ['fr', 'nl'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TRANSLATION_SOURCE = { market: 'global', language: 'en' } as const satisfies {
  market: MarketCode;
  language: Language;
};

/** The market a language's translations are published in: the non-global market whose language it is. */
export function translationMarket(language: TranslationLanguage): MarketCode {
  const market = MARKETS.find((m) => m.code !== TRANSLATION_SOURCE.market && m.language === language);
  if (!market) throw new Error(`No market publishes ${language}`);
  return market.code;
}

/** The key an article group (the source and its translated versions) shares. */
export const articleGroupKey = (slug: string) => `blog.article.${slug}`;

/** The key of one translatable field of a source article. */
export const articleFieldKey = (field: TranslatedField, slug: string) => `blog.article.${field}.${slug}`;

/** The field and slug an `articleFieldKey` names, or null for any other key. */
export function parseArticleFieldKey(key: string): { field: TranslatedField; slug: string } | null {
  for (const field of TRANSLATED_FIELDS) {
    const prefix = articleFieldKey(field, '');
    if (key.startsWith(prefix) && key.length > prefix.length)
      return { field, slug: key.slice(prefix.length) };
  }
  return null;
}

const FILTER_PREFIX = 'blog.article.%.';

/**
 * The slug of a `blog.article.%.{slug}` filter, or null when the filter has any other form: the `%`
 * is the only wildcard accepted, and only in that position (the filter is never run as a pattern).
 */
export function parseTranslationFilter(filter: string): string | null {
  if (!filter.startsWith(FILTER_PREFIX)) return null;
  const slug = filter.slice(FILTER_PREFIX.length);
  return SLUG_PATTERN.test(slug) ? slug : null;
}
