import 'server-only';
import { sanitizeArticleHtml } from '@/lib/server/tasks/sanitize-pool';
import { TRANSLATION_LANGUAGES, type TranslatedField } from '@/lib/blog/translation-keys';
import { getConfig } from '@/lib/config';
import type { Language } from '@/lib/markets';
import { slugify } from '@/lib/slug';
import type { Db } from '@/lib/server/db/client';
import { createDeeplTranslator } from './deepl';
import { MachineTranslationError, type MachineTranslator } from './machine-translator';
import { fillEmptyTranslation } from './repository';
import { getLogger } from '@/lib/server/log';
import { notifyTeam } from '@/lib/server/notifications';

const log = getLogger('translations');

/** An entry created empty, with the English text it translates (for the machine pre-fill). */
export interface NewTranslationEntry {
  id: string;
  /** The English article the entry translates. */
  articleId: string;
  field: TranslatedField;
  language: Language;
  source: string;
}

/** The slug entry beside a title entry: same article, same language. */
function slugEntryOf(entries: readonly NewTranslationEntry[], title: NewTranslationEntry) {
  return entries.find(
    (e) => e.field === 'slug' && e.language === title.language && e.articleId === title.articleId,
  );
}

/** The machine translator the configuration names, if any. */
function configuredTranslator(): MachineTranslator | undefined {
  const { deepl } = getConfig();
  return deepl ? createDeeplTranslator({ apiKey: deepl.apiKey, baseUrl: deepl.baseUrl }) : undefined;
}

/**
 * Pre-fills new entries with a machine translation (still pending, marked is_auto_translated). A
 * failure (quota, auth, outage) leaves them empty for a person to translate and is logged.
 */
export async function prefillTranslations(
  db: Db,
  entries: readonly NewTranslationEntry[],
  translator: MachineTranslator | undefined = configuredTranslator(),
): Promise<number> {
  if (!translator) return 0;
  let filled = 0;
  const waiting = new Map<string, Set<Language>>();
  for (const language of TRANSLATION_LANGUAGES) {
    for (const format of ['text', 'html'] as const) {
      // The slug is not sent: it is made from the translated title below (docs/adr/0080).
      const batch = entries.filter(
        (e) =>
          e.language === language &&
          e.field !== 'slug' &&
          (e.field === 'content') === (format === 'html') &&
          e.source.trim(),
      );
      if (batch.length === 0) continue;
      try {
        const texts = await translator.translate(
          batch.map((e) => e.source),
          language,
          format,
        );
        for (const [i, entry] of batch.entries()) {
          const raw = texts[i];
          // The service's HTML is outside input like any other: it goes through the same allowlist.
          const text = raw && entry.field === 'content' ? await sanitizeArticleHtml(raw) : raw;
          if (text && (await fillEmptyTranslation(db, entry.id, text))) {
            filled += 1;
            waiting.set(entry.articleId, (waiting.get(entry.articleId) ?? new Set()).add(language));
          }
          const slugEntry = entry.field === 'title' && text ? slugEntryOf(entries, entry) : undefined;
          const slug = slugEntry && text ? slugify(text) : '';
          if (slugEntry && slug && (await fillEmptyTranslation(db, slugEntry.id, slug))) filled += 1;
        }
      } catch (err) {
        if (!(err instanceof MachineTranslationError)) throw err;
        log.warn(
          `[ailex] ${translator.name} translation to ${language} failed (${err.failure}): ${err.message}`,
        );
      }
    }
  }
  // Filled entries wait for a person's approval now: one notice per article, naming its languages.
  for (const [articleId, languages] of waiting) {
    const title = entries.find((e) => e.articleId === articleId && e.field === 'title')?.source;
    notifyTeam(db, {
      event: 'translation-waiting',
      article: title || 'an article',
      languages: [...languages],
    });
  }
  return filled;
}
