import 'server-only';
import type { ContentRef } from '@/lib/blog/affected-content';
import {
  articleFieldKey,
  articleGroupKey,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  translationMarket,
  type TranslatedField,
} from '@/lib/blog/translation-keys';
import type { Language } from '@/lib/markets';
import { readingTimeMinutes } from '@/lib/reading-time';
import { sanitizeHtml } from '@/lib/sanitize-html';
import type { DbOrTx } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/api-error';
import {
  insertArticle,
  listGroupLocations,
  slugTaken,
  updateArticleRow,
} from '@/lib/server/repositories/admin-articles';
import type { ArticleRecord } from '@/lib/server/repositories/article-records';
import { recordSlugRedirect, removeSlugRedirect } from '@/lib/server/repositories/slug-redirects';
import {
  findTranslatedVersion,
  setArticleTranslationKey,
} from '@/lib/server/repositories/translated-articles';
import { listTranslationsByKeys, upsertTranslationKey } from '@/lib/server/repositories/translations';

const PUBLICATION_MESSAGES = {
  slugTaken: (market: string) =>
    `Cannot publish the translation: another article in ${market} already uses this slug`,
} as const;

const translationLanguage = (language: Language) => TRANSLATION_LANGUAGES.find((l) => l === language);

/**
 * When the title, summary and content of one language are all approved, the translated article is
 * created or updated and published in that language's market (SPEC 3 fields: is_translation, the
 * original as base_article_id, its translation key, category, featured image and author, the base
 * slug, its own read time). Returns every page that changed, for revalidation; [] when not complete.
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
  const text = new Map<TranslatedField, string>();
  for (const field of TRANSLATED_FIELDS) {
    const entry = entries.find((e) => e.key.key === articleFieldKey(field, source.slug));
    if (!entry?.isApproved) return [];
    text.set(field, entry.content);
  }

  const market = translationMarket(target);
  const groupKeyId =
    source.translationKeyId ??
    (await upsertTranslationKey(tx, articleGroupKey(source.slug), { type: 'article_group' }));
  if (!source.translationKeyId) await setArticleTranslationKey(tx, source.id, groupKeyId);

  const content = sanitizeHtml(text.get('content') ?? '');
  const values = {
    title: text.get('title') ?? source.title,
    summary: text.get('summary') || null,
    content,
    slug: source.slug,
    categoryId: source.categoryId,
    authorId: source.authorId,
    featuredImageUrl: source.featuredImageUrl,
    featuredImageAlt: source.featuredImageAlt,
    status: 'published' as const,
    market,
    language: target,
    isTranslation: true,
    baseArticleId: source.id,
    translationKeyId: groupKeyId,
    readTimeMinutes: readingTimeMinutes(content),
  };
  const existing = await findTranslatedVersion(
    tx,
    { id: source.id, translationKeyId: groupKeyId },
    market,
    target,
  );
  if (await slugTaken(tx, { market, language: target, slug: source.slug, exceptId: existing?.id })) {
    throw new ApiError(409, PUBLICATION_MESSAGES.slugTaken(market));
  }
  const now = new Date();
  const refs: ContentRef[] = [];
  if (existing) {
    if (existing.slug !== source.slug && existing.status === 'published') {
      await recordSlugRedirect(tx, {
        articleId: existing.id,
        market,
        language: target,
        oldSlug: existing.slug,
      });
    }
    refs.push({ market, language: target, slug: existing.slug });
    await updateArticleRow(tx, existing.id, {
      ...values,
      publishedAt: existing.publishedAt ?? now,
    });
  } else {
    await insertArticle(tx, { ...values, publishedAt: now, createdAt: now, updatedAt: now });
  }
  await removeSlugRedirect(tx, { market, language: target, slug: source.slug });
  // Every language version links to the others (hreflang): all of their pages change.
  for (const v of await listGroupLocations(tx, groupKeyId))
    refs.push({ market: v.market, language: v.language, slug: v.slug });
  return refs;
}
