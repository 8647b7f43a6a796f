import 'server-only';
import {
  articleFieldKey,
  articleGroupKey,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  TRANSLATION_SOURCE,
  type TranslatedField,
} from '@/lib/blog/translation-keys';
import { getConfig } from '@/lib/config';
import type { Language } from '@/lib/markets';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { ArticleRow } from '@/lib/server/repositories/article-records';
import { findArticleById } from '@/lib/server/repositories/article-records';
import {
  listPublishedSourceIds,
  setArticleTranslationKey,
} from '@/lib/server/repositories/translated-articles';
import {
  fillEmptyTranslation,
  findKeyIds,
  insertMissingTranslations,
  markKeyPending,
  renameTranslationKey,
  upsertTranslationKey,
} from '@/lib/server/repositories/translations';
import { createDeeplTranslator } from '@/lib/server/translation/deepl';
import { MachineTranslationError, type MachineTranslator } from '@/lib/server/translation/machine-translator';

/*
 * Keeps the translation entries of a global English article in step with it: pending fr and nl
 * entries once it is published, back to pending when its English text changes, keys renamed with
 * its slug. Runs inside the article's save transaction; machine pre-fill runs after it commits.
 */

type SourceFields = Pick<
  ArticleRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'summary'
  | 'content'
  | 'status'
  | 'market'
  | 'language'
  | 'isTranslation'
  | 'translationKeyId'
>;

/** An entry created empty, with the English text it translates (for the machine pre-fill). */
export interface NewTranslationEntry {
  id: string;
  field: TranslatedField;
  language: Language;
  source: string;
}

function isTranslationSource(a: Pick<SourceFields, 'market' | 'language' | 'isTranslation'>): boolean {
  return (
    a.market === TRANSLATION_SOURCE.market && a.language === TRANSLATION_SOURCE.language && !a.isTranslation
  );
}

export const sourceText = (a: Pick<SourceFields, TranslatedField>, field: TranslatedField): string =>
  a[field] ?? '';

export async function syncSourceTranslations(
  tx: DbOrTx,
  before: SourceFields | undefined,
  after: SourceFields,
): Promise<NewTranslationEntry[]> {
  if (!isTranslationSource(after)) return [];
  if (before && isTranslationSource(before) && before.slug !== after.slug) {
    await renameTranslationKey(tx, articleGroupKey(before.slug), articleGroupKey(after.slug));
    for (const field of TRANSLATED_FIELDS) {
      await renameTranslationKey(tx, articleFieldKey(field, before.slug), articleFieldKey(field, after.slug));
    }
  }
  if (before) {
    const keyIds = await findKeyIds(
      tx,
      TRANSLATED_FIELDS.map((f) => articleFieldKey(f, after.slug)),
    );
    for (const field of TRANSLATED_FIELDS) {
      const keyId = keyIds.get(articleFieldKey(field, after.slug));
      if (keyId && sourceText(before, field) !== sourceText(after, field)) await markKeyPending(tx, keyId);
    }
  }
  if (after.status !== 'published') return [];

  if (!after.translationKeyId) {
    const groupId = await upsertTranslationKey(tx, articleGroupKey(after.slug), { type: 'article_group' });
    await setArticleTranslationKey(tx, after.id, groupId);
  }
  const created: NewTranslationEntry[] = [];
  for (const field of TRANSLATED_FIELDS) {
    const keyId = await upsertTranslationKey(tx, articleFieldKey(field, after.slug), {
      field_type: field,
      article_id: after.id,
    });
    for (const row of await insertMissingTranslations(tx, keyId, TRANSLATION_LANGUAGES)) {
      created.push({ id: row.id, field, language: row.language, source: sourceText(after, field) });
    }
  }
  return created;
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
  for (const language of TRANSLATION_LANGUAGES) {
    for (const format of ['text', 'html'] as const) {
      const batch = entries.filter(
        (e) => e.language === language && (e.field === 'content') === (format === 'html') && e.source.trim(),
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
          const text = raw && entry.field === 'content' ? sanitizeHtml(raw) : raw;
          if (text && (await fillEmptyTranslation(db, entry.id, text))) filled += 1;
        }
      } catch (err) {
        if (!(err instanceof MachineTranslationError)) throw err;
        console.warn(
          `[ailex] ${translator.name} translation to ${language} failed (${err.failure}): ${err.message}`,
        );
      }
    }
  }
  return filled;
}

/** Pending entries for every published global English article that lacks them (the seeded ones). */
export async function ensureSourceTranslations(db: Db): Promise<number> {
  let created = 0;
  for (const id of await listPublishedSourceIds(db)) {
    const article = await findArticleById(db, id);
    if (!article) continue;
    created += (await db.transaction((tx) => syncSourceTranslations(tx, undefined, article))).length;
  }
  return created;
}
