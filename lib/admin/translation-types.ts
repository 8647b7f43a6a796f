import type { TranslatedField } from '@/lib/blog/translation-keys';

/**
 * SPEC 3 'Translation' as GET /api/admin/translations sends it, with the English text it translates:
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
};

/** SPEC 2: the Content column shows the first 100 characters (of the text, not of its markup). */
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
