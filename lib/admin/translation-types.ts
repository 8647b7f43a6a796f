import type { TranslatedField } from '@/lib/blog/translation-keys';
import {
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  FEATURED_IMAGE_ALT_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from '@/lib/constants/articles';
import { SLUG_RULE_MESSAGE } from '@/lib/slug';

/**
 * spec.md "Other shapes" ('Translation') as GET /api/admin/translations sends it, with the English text it translates:
 * the one definition, which the translations service builds and the screen reads.
 */
export interface TranslationData {
  id: string;
  language: string;
  content: string;
  is_approved: boolean;
  is_auto_translated: boolean;
  updated_at: string;
  source: string;
  translation_keys: { id: string; key: string; metadata: { field_type: TranslatedField } };
}

export const FIELD_LABELS: Record<TranslatedField, string> = {
  title: 'Title',
  summary: 'Summary',
  content: 'Content',
  slug: 'Slug',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  featured_image_alt: 'Featured image alt',
};

/** How the editing row asks for a plain-text field: its height, its limit and what it must look like. */
export const FIELD_INPUTS: Record<
  Exclude<TranslatedField, 'content'>,
  { rows: number; maxLength: number; hint?: string }
> = {
  title: { rows: 2, maxLength: ARTICLE_TITLE_MAX_LENGTH },
  summary: { rows: 4, maxLength: ARTICLE_SUMMARY_MAX_LENGTH },
  slug: {
    rows: 1,
    maxLength: 200,
    hint: `${SLUG_RULE_MESSAGE}; unique in the language's market. The translated page is published at it.`,
  },
  meta_title: { rows: 2, maxLength: META_TITLE_MAX_LENGTH },
  meta_description: { rows: 3, maxLength: META_DESCRIPTION_MAX_LENGTH },
  featured_image_alt: { rows: 2, maxLength: FEATURED_IMAGE_ALT_MAX_LENGTH },
};

/** spec.md "Translations": the Content column shows the first 100 characters (of the text, not of its markup). */
export function translationPreview(content: string, chars: number): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > chars ? `${text.slice(0, chars)}…` : text;
}
