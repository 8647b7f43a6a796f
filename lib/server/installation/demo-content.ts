import 'server-only';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { appMeta, blogArticles, blogCategories, translations } from '@/lib/server/db/schema';
import {
  SEED_ARTICLES,
  SEED_CATEGORIES,
  type SeedArticle,
} from '@/lib/server/installation/seed-content/articles';
import {
  articleFieldKey,
  articleFieldText,
  articleGroupKey,
  TRANSLATED_FIELDS,
} from '@/lib/blog/translation-keys';
import { readingTimeMinutes } from '@/lib/reading-time';
import { upsertTranslationKey } from '@/lib/server/translations';
import type { MediaStorage } from '@/lib/server/media';
import { seedDemoImages } from './demo-images';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_MARKER = 'demo_content_seeded_at';
const DRAFTING_DAYS = 3;

/** The article bodies are data files beside the seed (seed-content/articles/{key}.html). */
const BODIES_DIR = path.join(process.cwd(), 'lib', 'server', 'installation', 'seed-content', 'articles');

export function readSeedArticleBody(key: string): Promise<string> {
  return readFile(path.join(BODIES_DIR, `${key}.html`), 'utf8');
}

export async function isDemoContentSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER)).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the demo images, categories, articles and translation groups. Idempotent: rows that already
 * exist (same slug, same image name) are left alone, so running it twice changes nothing.
 */
export async function seedDemoContent(
  db: DbOrTx,
  opts: { authorId: string | null; now?: Date; storage?: MediaStorage },
): Promise<{ categories: number; articles: number }> {
  const now = opts.now ?? new Date();
  // Before the transaction: storage is no part of it, and an image already stored is kept.
  const images = await seedDemoImages(db, opts.storage);
  const imageUrl = (key: SeedArticle['featuredImage']): string | null => {
    if (!key) return null;
    const url = images.get(key);
    if (!url) throw new Error(`seed: no demo image ${key}`);
    return url;
  };
  const bodies = new Map(
    await Promise.all(SEED_ARTICLES.map(async (a) => [a.key, await readSeedArticleBody(a.key)] as const)),
  );
  const bodyOf = (a: SeedArticle): string => {
    const body = bodies.get(a.key);
    if (body === undefined) throw new Error(`seed: no body for ${a.key}`);
    return body;
  };
  return db.transaction(async (tx) => {
    await tx
      .insert(blogCategories)
      .values(SEED_CATEGORIES.map((c) => ({ ...c })))
      .onConflictDoNothing();
    const categories = await tx.select().from(blogCategories);
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

    const idByKey = new Map<string, string>();
    const groupKeyByBase = new Map<string, string>();
    let inserted = 0;
    // Base articles first so translations can point at them.
    const ordered = [...SEED_ARTICLES].sort(
      (a, b) => Number(Boolean(a.translationOf)) - Number(Boolean(b.translationOf)),
    );
    for (const a of ordered) {
      let translationKeyId: string | null = null;
      let baseArticleId: string | null = null;
      const groupOwner =
        a.translationOf ?? (SEED_ARTICLES.some((x) => x.translationOf === a.key) ? a.key : null);
      if (groupOwner) {
        const owner = SEED_ARTICLES.find((x) => x.key === groupOwner);
        if (!owner) throw new Error(`seed: ${a.key} translates unknown ${groupOwner}`);
        translationKeyId =
          groupKeyByBase.get(groupOwner) ??
          (await upsertTranslationKey(tx, articleGroupKey(owner.slug), { type: 'article_group' }));
        groupKeyByBase.set(groupOwner, translationKeyId);
        if (a.translationOf) baseArticleId = idByKey.get(a.translationOf) ?? null;
      }
      const content = bodyOf(a);
      const publishedAt =
        a.publishedDaysAgo === null ? null : new Date(now.getTime() - a.publishedDaysAgo * DAY_MS);
      // Written a few days before it went out, and last touched when it was published.
      const createdAt = publishedAt ? new Date(publishedAt.getTime() - DRAFTING_DAYS * DAY_MS) : now;
      const rows = await tx
        .insert(blogArticles)
        .values({
          title: a.title,
          slug: a.slug,
          summary: a.summary,
          content,
          categoryId: categoryId.get(a.categorySlug) ?? null,
          authorId: opts.authorId,
          status: a.status,
          featuredImageUrl: imageUrl(a.featuredImage),
          metaTitle: a.metaTitle ?? null,
          metaDescription: a.metaDescription ?? null,
          readTimeMinutes: a.readTimeMinutes === undefined ? null : readingTimeMinutes(content),
          publishedAt,
          createdAt,
          updatedAt: publishedAt ?? now,
          market: a.market,
          language: a.language,
          translationKeyId,
          isTranslation: Boolean(a.translationOf),
          baseArticleId,
        })
        .onConflictDoNothing()
        .returning({ id: blogArticles.id });
      if (rows[0]) inserted += 1;
      const existing = await tx
        .select({ id: blogArticles.id })
        .from(blogArticles)
        .where(
          and(
            eq(blogArticles.market, a.market),
            eq(blogArticles.language, a.language),
            eq(blogArticles.slug, a.slug),
          ),
        );
      if (existing[0]) idByKey.set(a.key, existing[0].id);

      if (a.translationOf && a.status === 'published') {
        const base = SEED_ARTICLES.find((x) => x.key === a.translationOf)!;
        const translated = {
          ...a,
          content,
          metaTitle: a.metaTitle ?? null,
          metaDescription: a.metaDescription ?? null,
          featuredImageAlt: null,
        };
        for (const field of TRANSLATED_FIELDS) {
          const keyId = await upsertTranslationKey(tx, articleFieldKey(field, base.slug), {
            field_type: field,
            article_id: idByKey.get(base.key),
          });
          const text = articleFieldText(translated, field);
          await tx
            .insert(translations)
            .values({
              translationKeyId: keyId,
              language: a.language,
              content: text,
              // The seed's translations are done where it has a text; the rest waits for a person.
              isApproved: text !== '' || field === 'summary',
              isAutoTranslated: false,
            })
            .onConflictDoNothing();
        }
      }
    }
    await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: now.toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updatedAt: sql`now()` } });
    return { categories: SEED_CATEGORIES.length, articles: inserted };
  });
}
