/**
 * The article's fields, declared once (issue 35, docs/adr/0114). Each key is at once the column's name
 * in the table (blog_articles, camelCase in Drizzle), the save payload's (lib/validations/article.ts,
 * whose shape is checked against these keys) and, snake_cased, the admin and public responses' and the
 * revision snapshot's. What every write that is not the editor's form does with a field is said here,
 * so a new field is one more entry, and the compiler asks for each decision. Isomorphic: the editor,
 * the translations screen and the server all read it.
 */
import {
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from '@/lib/constants/articles';

export const SLUG_MAX_LENGTH = 200;
export const REVIEWER_MAX_LENGTH = 120;

/** What a translation's publication does with the field on the translated version (docs/adr/0080). */
type TranslationRule =
  /** An approved translation entry (else as ArticleFieldSpec.fallback says). */
  | 'translated'
  /** Copied from the English source. */
  | 'source'
  /** Set by the publication itself: the version's status, date, place and read time. */
  | 'publication'
  /** The translated version's own: a publication leaves it as it is. */
  | 'own';

interface TranslatedText {
  /** The translations screen's name of the field. */
  label: string;
  /** How an error message names it (the save schema's own words). */
  name: string;
  /** Its limit in characters (the save schema's), none for the body. */
  max?: number;
  /** The editing row's height. */
  rows: number;
  /**
   * Without an approved entry: the English value ('source'), or nothing ('none': the page builds it
   * from the translated title and summary, or shows none, never English text).
   */
  fallback: 'source' | 'none';
}

interface ArticleFieldSpec {
  /** Put back by a revision restore by default: what the editor wrote, not the address, place or status (docs/adr/0092). */
  restored: boolean;
  translation: TranslationRule;
  /** Only for `translation: 'translated'`. */
  translated?: TranslatedText;
  /** In the public API's article (spec.md "Public article"). */
  public: boolean;
}

/**
 * The fields, in the translations screen's order for the translated ones. `id`, the times and the author
 * are the row's own (not editable); `updatedAt` in the payload is the version check, not a field.
 */
const ARTICLE_FIELDS = {
  title: {
    restored: true,
    translation: 'translated',
    translated: { label: 'Title', name: 'Title', max: ARTICLE_TITLE_MAX_LENGTH, rows: 2, fallback: 'source' },
    public: true,
  },
  summary: {
    restored: true,
    translation: 'translated',
    translated: {
      label: 'Summary',
      name: 'Summary',
      max: ARTICLE_SUMMARY_MAX_LENGTH,
      rows: 4,
      fallback: 'none',
    },
    public: true,
  },
  content: {
    restored: true,
    translation: 'translated',
    translated: { label: 'Content', name: 'Content', rows: 12, fallback: 'source' },
    public: true,
  },
  slug: {
    restored: false,
    translation: 'translated',
    translated: { label: 'Slug', name: 'Slug', max: SLUG_MAX_LENGTH, rows: 1, fallback: 'source' },
    public: true,
  },
  metaTitle: {
    restored: true,
    translation: 'translated',
    translated: {
      label: 'Meta title',
      name: 'Meta title',
      max: META_TITLE_MAX_LENGTH,
      rows: 2,
      fallback: 'none',
    },
    public: true,
  },
  metaDescription: {
    restored: true,
    translation: 'translated',
    translated: {
      label: 'Meta description',
      name: 'Meta description',
      max: META_DESCRIPTION_MAX_LENGTH,
      rows: 3,
      fallback: 'none',
    },
    public: true,
  },
  featuredImageAlt: {
    restored: true,
    translation: 'translated',
    translated: {
      label: 'Featured image alt',
      name: 'Featured image alt text',
      max: FEATURED_IMAGE_ALT_MAX_LENGTH,
      rows: 2,
      fallback: 'none',
    },
    public: true,
  },
  reviewedBy: {
    restored: true,
    translation: 'translated',
    // A person's name: the English one stands until a translation is approved.
    translated: {
      label: 'Reviewed by',
      name: 'Reviewer',
      max: REVIEWER_MAX_LENGTH,
      rows: 1,
      fallback: 'source',
    },
    public: true,
  },
  reviewedAt: { restored: true, translation: 'source', public: true },
  categoryId: { restored: true, translation: 'source', public: false },
  featuredImageUrl: { restored: true, translation: 'source', public: true },
  canonicalUrl: { restored: true, translation: 'own', public: false },
  readTimeMinutes: { restored: true, translation: 'publication', public: true },
  status: { restored: false, translation: 'publication', public: false },
  publishedAt: { restored: false, translation: 'publication', public: true },
  market: { restored: false, translation: 'publication', public: false },
  language: { restored: false, translation: 'publication', public: false },
  isTranslation: { restored: false, translation: 'publication', public: false },
  translationKeyId: { restored: false, translation: 'publication', public: false },
  baseArticleId: { restored: false, translation: 'publication', public: false },
} as const satisfies Record<string, ArticleFieldSpec>;

type Fields = typeof ARTICLE_FIELDS;
export type ArticleFieldKey = keyof Fields;

/** featuredImageAlt → featured_image_alt: the responses' and the snapshot's name of a field. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
export const apiName = <K extends ArticleFieldKey>(key: K): Snake<K> =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Snake<K>;

const keysWhere = <K extends ArticleFieldKey>(test: (spec: ArticleFieldSpec) => boolean) =>
  (Object.keys(ARTICLE_FIELDS) as ArticleFieldKey[]).filter((k): k is K => test(ARTICLE_FIELDS[k]));

export const ARTICLE_FIELD_KEYS = keysWhere<ArticleFieldKey>(() => true);

type KeysWith<P extends keyof ArticleFieldSpec, V> = {
  [K in ArticleFieldKey]: Fields[K] extends Record<P, V> ? K : never;
}[ArticleFieldKey];

export type RestoredKey = KeysWith<'restored', true>;
export const RESTORED_KEYS = keysWhere<RestoredKey>((s) => s.restored);

export type PublicKey = KeysWith<'public', true>;
export const PUBLIC_KEYS = keysWhere<PublicKey>((s) => s.public);

export type TranslatedKey = KeysWith<'translation', 'translated'>;
export const TRANSLATED_KEYS = keysWhere<TranslatedKey>((s) => s.translation === 'translated');

/** What a publication copies from the English source onto the translated version. */
export type SourceKey = KeysWith<'translation', 'source'>;
export const SOURCE_KEYS = keysWhere<SourceKey>((s) => s.translation === 'source');

/** What a publication sets on the translated version itself. */
export type PublicationKey = KeysWith<'translation', 'publication'>;

/** The translations' name of a translated field (spec.md "Other shapes": `blog.article.{field}.{slug}`). */
export type TranslatedField = Snake<TranslatedKey>;

/** The translated field's own description. */
export const translatedText = (key: TranslatedKey): TranslatedText => ARTICLE_FIELDS[key].translated;

/** meta_title → metaTitle. */
export const translatedKey = (field: TranslatedField): TranslatedKey =>
  field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as TranslatedKey;

/** A text over its limit, in the save schema's words. */
export const tooLong = (name: string, max: number) => `${name} must be at most ${max} characters`;
