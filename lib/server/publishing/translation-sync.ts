import 'server-only';
import type { TranslatedKey } from '@/lib/blog/article-fields';
import {
  articleFieldKey,
  articleFieldText,
  articleGroupKey,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  TRANSLATION_SOURCE,
} from '@/lib/blog/translation-keys';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import {
  type ArticleRow,
  findArticleById,
  listPublishedSourceIds,
  setArticleTranslationKey,
} from '@/lib/server/articles';
import {
  findKeyIds,
  insertMissingTranslations,
  markKeyPending,
  renameTranslationKey,
  upsertTranslationKey,
  type NewTranslationEntry,
} from '@/lib/server/translations';

/*
 * Keeps the translation entries of a global English article in step with it: pending fr and nl
 * entries for every public field (title, summary, body, slug, meta title and description, image alt)
 * once it is published, back to pending when its English text changes, keys renamed with its slug.
 * Runs inside the article's save transaction; machine pre-fill runs after it commits.
 */

type SourceFields = Pick<
  ArticleRow,
  'id' | 'status' | 'market' | 'language' | 'isTranslation' | 'translationKeyId' | TranslatedKey
>;

function isTranslationSource(a: Pick<SourceFields, 'market' | 'language' | 'isTranslation'>): boolean {
  return (
    a.market === TRANSLATION_SOURCE.market && a.language === TRANSLATION_SOURCE.language && !a.isTranslation
  );
}

export const sourceText = articleFieldText;

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
      // A translated slug is an address of its own, not a rendering of the English one: renaming the
      // English article must not send it back to pending (the French page would fall back and move).
      if (field === 'slug') continue;
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
      created.push({
        id: row.id,
        articleId: after.id,
        field,
        language: row.language,
        source: sourceText(after, field),
      });
    }
  }
  return created;
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
