import type { TranslatedField } from '@/lib/blog/translation-keys';
import { apiName, TRANSLATED_KEYS, translatedKey, translatedText } from '@/lib/blog/article-fields';
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

export const FIELD_LABELS = Object.fromEntries(
  TRANSLATED_KEYS.map((k) => [apiName(k), translatedText(k).label]),
) as Record<TranslatedField, string>;

const SLUG_HINT = `${SLUG_RULE_MESSAGE}; unique in the language's market. The translated page is published at it.`;

/** How the editing row asks for a plain-text field: its height, its limit and what it must look like. */
export function fieldInput(field: TranslatedField): { rows: number; maxLength?: number; hint?: string } {
  const { rows, max } = translatedText(translatedKey(field));
  return { rows, maxLength: max, hint: field === 'slug' ? SLUG_HINT : undefined };
}

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
