import 'server-only';
import type { ContentRef } from '@/lib/blog/affected-content';
import {
  articleFieldKey,
  articleGroupKey,
  REQUIRED_TRANSLATED_FIELDS,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  translationMarket,
  type TranslatedField,
} from '@/lib/blog/translation-keys';
import {
  apiName,
  SOURCE_KEYS,
  TRANSLATED_KEYS,
  translatedText,
  type PublicationKey,
  type SourceKey,
  type TranslatedKey,
} from '@/lib/blog/article-fields';
import type { Language } from '@/lib/markets';
import { readingTimeMinutes } from '@/lib/reading-time';
import type { DbOrTx } from '@/lib/server/db/client';
import { ConflictError } from '@/lib/server/errors';
import {
  cleanBodyForSave,
  insertArticle,
  listGroupLocations,
  recordRevision,
  slugTaken,
  updateArticleRow,
  type ArticleRecord,
  type ArticleRow,
  recordSlugRedirect,
  removeSlugRedirect,
  findTranslatedVersion,
  setArticleTranslationKey,
} from '@/lib/server/articles';
import { listTranslationsByKeys, upsertTranslationKey } from '@/lib/server/translations';

const PUBLICATION_MESSAGES = {
  slugTaken: (market: string) =>
    `Cannot publish the translation: another article in ${market} already uses this slug`,
} as const;

const translationLanguage = (language: Language) => TRANSLATION_LANGUAGES.find((l) => l === language);

/**
 * The translated fields but the body: the approved translation, else the English value or nothing as
 * the field's definition says (lib/blog/article-fields.ts): a page never describes its image in English.
 */
function translatedValues(source: ArticleRecord, approved: Map<TranslatedField, string>) {
  return Object.fromEntries(
    TRANSLATED_KEYS.filter((k) => k !== 'content').map((k) => {
      const fallback = translatedText(k).fallback === 'source' ? source[k] : null;
      return [k, approved.get(apiName(k)) || fallback];
    }),
  ) as Pick<ArticleRow, Exclude<TranslatedKey, 'content'>>;
}

/**
 * When the title, summary and content of one language are all approved, the translated article is
 * created or updated and published in that language's market (spec.md "Translations" fields: is_translation, the
 * original as base_article_id, its translation key, category, featured image and author, its own
 * read time). The slug, meta title, meta description and image alt are the approved translations
 * where there are any (docs/adr/0080); otherwise the English slug, and alt text and metadata built from the
 * translated title and summary. Returns every page that changed, for revalidation; [] when not complete.
 */
export async function publishIfComplete(
  tx: DbOrTx,
  source: ArticleRecord,
  language: Language,
): Promise<ContentRef[]> {
  const target = translationLanguage(language);
  if (!target || source.status !== 'published') return [];
  const entries = (
    await listTranslationsByKeys(
      tx,
      TRANSLATED_FIELDS.map((f) => articleFieldKey(f, source.slug)),
    )
  ).filter((e) => e.language === target);
  const approved = new Map<TranslatedField, string>();
  for (const field of TRANSLATED_FIELDS) {
    const entry = entries.find((e) => e.key.key === articleFieldKey(field, source.slug));
    if (entry?.isApproved) approved.set(field, entry.content.trim() ? entry.content : '');
  }
  if (REQUIRED_TRANSLATED_FIELDS.some((f) => !approved.has(f))) return [];

  const market = translationMarket(target);
  const groupKeyId =
    source.translationKeyId ??
    (await upsertTranslationKey(tx, articleGroupKey(source.slug), { type: 'article_group' }));
  if (!source.translationKeyId) await setArticleTranslationKey(tx, source.id, groupKeyId);

  const body = await cleanBodyForSave(approved.get('content') ?? '');
  const values = {
    ...translatedValues(source, approved),
    ...body,
    ...(Object.fromEntries(SOURCE_KEYS.map((k) => [k, source[k]])) as Pick<ArticleRow, SourceKey>),
    ...({
      status: 'published',
      market,
      language: target,
      isTranslation: true,
      baseArticleId: source.id,
      translationKeyId: groupKeyId,
      readTimeMinutes: readingTimeMinutes(body.content),
    } as const satisfies Record<Exclude<PublicationKey, 'publishedAt'>, unknown>),
    authorId: source.authorId,
  };
  // Both or neither, as a save requires: a translated name without the source's review date says nothing.
  if (!values.reviewedAt) values.reviewedBy = null;
  const slug = values.slug;
  const existing = await findTranslatedVersion(
    tx,
    { id: source.id, translationKeyId: groupKeyId },
    market,
    target,
  );
  if (await slugTaken(tx, { market, language: target, slug, exceptId: existing?.id })) {
    throw new ConflictError(PUBLICATION_MESSAGES.slugTaken(market), { field: 'slug' });
  }
  const now = new Date();
  // A scheduled source (issue 23 point 1): its translation goes public at the source's time, not before.
  const sourceWaits = source.publishedAt && source.publishedAt > now ? source.publishedAt : null;
  const refs: ContentRef[] = [];
  if (existing) {
    if (existing.slug !== slug && existing.status === 'published') {
      await recordSlugRedirect(tx, {
        articleId: existing.id,
        market,
        language: target,
        oldSlug: existing.slug,
      });
    }
    refs.push({ market, language: target, slug: existing.slug });
    const updated = await updateArticleRow(tx, existing.id, {
      ...values,
      publishedAt: sourceWaits ?? existing.publishedAt ?? now,
    });
    // An approval is a save of the translated article: it keeps a revision (no admin authored the text).
    if (updated) await recordRevision(tx, updated, null);
  } else {
    const inserted = await insertArticle(tx, {
      ...values,
      publishedAt: sourceWaits ?? now,
      createdAt: now,
      updatedAt: now,
    });
    await recordRevision(tx, inserted, null);
  }
  await removeSlugRedirect(tx, { market, language: target, slug });
  // Every language version links to the others (hreflang): all of their pages change.
  for (const v of await listGroupLocations(tx, groupKeyId))
    refs.push({ market: v.market, language: v.language, slug: v.slug });
  return refs;
}
