import type { ArticleStatus } from '@/lib/constants/articles';
import { DEFAULT_LANGUAGE, DEFAULT_MARKET, getMarket, type Language, type MarketCode } from '@/lib/markets';
import { slugify } from '@/lib/slug';
import type { AdminArticleData } from './article-types';

/** The article editor's form (spec.md "Article editor"); text inputs hold '' for "not set". */
export interface ArticleForm {
  title: string;
  slug: string;
  summary: string;
  content: string;
  categoryId: string;
  status: ArticleStatus;
  featuredImageUrl: string;
  featuredImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  market: MarketCode;
  language: Language;
  isTranslation: boolean;
  /** The publication time as an ISO instant (UTC), '' when unset; the field shows it in the browser's zone. */
  publishedAt: string;
}

/** spec.md "Article editor": a new article starts as a draft, market global, language en, not a translation. */
export const NEW_ARTICLE_FORM: ArticleForm = {
  title: '',
  slug: '',
  summary: '',
  content: '',
  categoryId: '',
  status: 'draft',
  featuredImageUrl: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  canonicalUrl: '',
  market: DEFAULT_MARKET,
  language: DEFAULT_LANGUAGE,
  isTranslation: false,
  publishedAt: '',
};

export function formFromArticle(a: AdminArticleData): ArticleForm {
  return {
    title: a.title,
    slug: a.slug,
    summary: a.summary ?? '',
    content: a.content,
    categoryId: a.category_id ?? '',
    status: a.status,
    featuredImageUrl: a.featured_image_url ?? '',
    featuredImageAlt: a.featured_image_alt ?? '',
    metaTitle: a.meta_title ?? '',
    metaDescription: a.meta_description ?? '',
    canonicalUrl: a.canonical_url ?? '',
    market: a.market,
    language: a.language,
    isTranslation: a.is_translation,
    publishedAt: a.published_at ?? '',
  };
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
    title: form.title,
    slug: form.slug,
    summary: form.summary,
    content: form.content,
    categoryId: form.categoryId || null,
    status,
    featuredImageUrl: form.featuredImageUrl,
    featuredImageAlt: form.featuredImageAlt,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    canonicalUrl: form.canonicalUrl,
    market: form.market,
    language: form.language,
    isTranslation: form.isTranslation,
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
