import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { TRANSLATION_SOURCE } from '@/lib/blog/translation-keys';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { Language, MarketCode } from '@/lib/markets';
import { findArticleById, type ArticleRecord, type ArticleRow } from './article-records';

/** The global English article a translation's keys name by slug (the translation source). */
export async function findSourceArticle(db: DbOrTx, slug: string): Promise<ArticleRecord | undefined> {
  const rows = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.market, TRANSLATION_SOURCE.market),
        eq(blogArticles.language, TRANSLATION_SOURCE.language),
        eq(blogArticles.slug, slug),
        eq(blogArticles.isTranslation, false),
      ),
    )
    .limit(1);
  return rows[0] ? findArticleById(db, rows[0].id) : undefined;
}

/** The published version of `source` in a translation market, if it was made already. */
export async function findTranslatedVersion(
  db: DbOrTx,
  source: Pick<ArticleRow, 'id' | 'translationKeyId'>,
  market: MarketCode,
  language: Language,
): Promise<ArticleRow | undefined> {
  const sameGroup = source.translationKeyId
    ? and(eq(blogArticles.translationKeyId, source.translationKeyId), eq(blogArticles.isTranslation, true))
    : undefined;
  const rows = await db
    .select()
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.market, market),
        eq(blogArticles.language, language),
        or(eq(blogArticles.baseArticleId, source.id), sameGroup),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function setArticleTranslationKey(db: DbOrTx, articleId: string, keyId: string): Promise<void> {
  await db.update(blogArticles).set({ translationKeyId: keyId }).where(eq(blogArticles.id, articleId));
}

/** Published global English articles, newest first: the translation sources (seeded or not). */
export async function listPublishedSourceIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.market, TRANSLATION_SOURCE.market),
        eq(blogArticles.language, TRANSLATION_SOURCE.language),
        eq(blogArticles.status, 'published'),
        eq(blogArticles.isTranslation, false),
      ),
    );
  return rows.map((r) => r.id);
}
