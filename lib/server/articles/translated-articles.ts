import 'server-only';
import { and, eq, gt, or } from 'drizzle-orm';
import { TRANSLATION_SOURCE } from '@/lib/blog/translation-keys';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { Language, MarketCode } from '@/lib/markets';
import { notTrashed, selectRecords, toRecord, type ArticleRecord, type ArticleRow } from './article-records';

/** Global English originals: the articles translations are made from. */
const isTranslationSource = () =>
  and(
    eq(blogArticles.market, TRANSLATION_SOURCE.market),
    eq(blogArticles.language, TRANSLATION_SOURCE.language),
    eq(blogArticles.isTranslation, false),
    notTrashed(),
  );

/** The global English article a translation's keys name by slug (the translation source). */
export async function findSourceArticle(db: DbOrTx, slug: string): Promise<ArticleRecord | undefined> {
  // One query: the record with its category and author, not an id and then a second read.
  const rows = await selectRecords(db)
    .where(and(isTranslationSource(), eq(blogArticles.slug, slug)))
    .limit(1);
  return rows[0] ? toRecord(rows[0]) : undefined;
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
        notTrashed(),
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
    .where(and(isTranslationSource(), eq(blogArticles.status, 'published')));
  return rows.map((r) => r.id);
}

/**
 * Issue 23 point 1: a translation published while its source waits for its time waits with it. When
 * the source's time moves, its translations still waiting move with it (one already public stays).
 */
export async function followSourceSchedule(
  db: DbOrTx,
  sourceId: string,
  publishedAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(blogArticles)
    .set({ publishedAt })
    .where(
      and(
        eq(blogArticles.baseArticleId, sourceId),
        eq(blogArticles.isTranslation, true),
        eq(blogArticles.status, 'published'),
        gt(blogArticles.publishedAt, now),
      ),
    );
}
