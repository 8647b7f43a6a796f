import { apiName, ARTICLE_FIELD_KEYS, type ArticleFieldKey } from '@/lib/blog/article-fields';
import type { ArticleStatus } from '@/lib/constants/articles';
import { DEFAULT_LANGUAGE, DEFAULT_MARKET, getMarket, type Language, type MarketCode } from '@/lib/markets';
import type { ArticleSavePayload } from '@/lib/validations/article';
import { slugify } from '@/lib/slug';
import type { AdminArticleData } from './article-types';

/** The fields the editor's form holds: every field but those the server sets (read time, translation place). */
type FormKey = Exclude<ArticleFieldKey, 'readTimeMinutes' | 'translationKeyId' | 'baseArticleId'>;
const FORM_KEYS = ARTICLE_FIELD_KEYS.filter(
  (k): k is FormKey => k !== 'readTimeMinutes' && k !== 'translationKeyId' && k !== 'baseArticleId',
);

/**
 * The article editor's form (spec.md "Article editor"), one entry per field of the article's definition:
 * an optional field is text holding '' for "not set"; `publishedAt` is an ISO instant (UTC), which the
 * field shows in the browser's zone.
 */
export type ArticleForm = {
  [K in FormKey]: null extends ArticleSavePayload[K] ? string : ArticleSavePayload[K];
};

/** spec.md "Article editor": a new article starts as a draft, market global, language en, not a translation. */
export const NEW_ARTICLE_FORM: ArticleForm = {
  ...(Object.fromEntries(FORM_KEYS.map((k) => [k, ''])) as Record<FormKey, string>),
  status: 'draft',
  market: DEFAULT_MARKET,
  language: DEFAULT_LANGUAGE,
  isTranslation: false,
};

export function formFromArticle(a: AdminArticleData): ArticleForm {
  // Each key's value is the response's under its name, null read as ''.
  return Object.fromEntries(FORM_KEYS.map((k) => [k, a[apiName(k)] ?? ''])) as ArticleForm;
}

/**
 * Issue 33 point 5 (docs/adr/0090): once an article has been on the site its address is fixed, so the
 * slug stops following the title. The publication date says so: it is set when the article first goes
 * live and kept when it is taken off again; a date still to come (scheduled) has not been live yet.
 */
export function slugIsFixed(article: Pick<AdminArticleData, 'published_at'> | null, now: number): boolean {
  return article?.published_at != null && Date.parse(article.published_at) <= now;
}

/** On the site now: published, its time come. Changing its slug moves a live address (asked first). */
export function isLive(
  article: Pick<AdminArticleData, 'status' | 'published_at'> | null,
  now: number,
): boolean {
  return article?.status === 'published' && slugIsFixed(article, now);
}

/**
 * spec.md "Article editor": title entry fills the slug and the meta title while they are still empty. "Empty" is read as
 * "not written by the user": a field that still holds what the previous title gave it keeps following
 * the title, so typing a title letter by letter does not leave a one-letter slug behind. A `slugFixed`
 * article (one that has been on the site) keeps its slug whatever the title becomes.
 */
export function withTitle(form: ArticleForm, title: string, slugFixed = false): ArticleForm {
  const followsSlug = !slugFixed && (form.slug === '' || form.slug === slugify(form.title));
  const followsMeta = form.metaTitle === '' || form.metaTitle === form.title;
  return {
    ...form,
    title,
    slug: followsSlug ? slugify(title) : form.slug,
    metaTitle: followsMeta ? title : form.metaTitle,
  };
}

/** spec.md "Markets and languages": changing the market resets the language to the market's default. */
export function withMarket(form: ArticleForm, market: MarketCode): ArticleForm {
  return { ...form, market, language: getMarket(market).language };
}

/** spec.md "Markets and languages": the languages the market allows, falling back to en. */
export function languageOptions(market: MarketCode): readonly Language[] {
  const languages = getMarket(market).languages;
  return languages.length ? languages : [DEFAULT_LANGUAGE];
}

const isFormField = (key: string): key is keyof ArticleForm => key in NEW_ARTICLE_FORM;
/** Every field of the form, read from the new article's defaults so a field is listed once. */
export const ARTICLE_FORM_FIELDS = Object.keys(NEW_ARTICLE_FORM).filter(isFormField);

export function sameForm(a: ArticleForm, b: ArticleForm): boolean {
  return ARTICLE_FORM_FIELDS.every((key) => a[key] === b[key]);
}

/**
 * The save payload (spec.md "Article save payload", camelCase). On edit it carries the edit-only fields of the loaded article
 * and `updatedAt`, which the server compares with the row's to refuse a save over someone else's (409).
 */
export function toSavePayload(form: ArticleForm, status: ArticleStatus, loaded: AdminArticleData | null) {
  const payload = {
    ...form,
    // '' means "not set" (the schema reads it so; a category id needs null).
    categoryId: form.categoryId || null,
    status,
    // A future date with status published schedules the article (issue 23 point 1).
    publishedAt: form.publishedAt || null,
  };
  if (!loaded) return payload;
  return {
    ...payload,
    id: loaded.id,
    translationKeyId: loaded.translation_key_id,
    baseArticleId: loaded.base_article_id,
    updatedAt: loaded.updated_at,
  };
}
