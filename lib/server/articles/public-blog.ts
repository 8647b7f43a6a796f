import 'server-only';
import { unstable_cache } from 'next/cache';
import { BLOG_DATA_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/blog/cache-tags';
import type { LanguageVersion } from '@/lib/blog/paths';
import type { Db } from '@/lib/server/db/client';
import { listCategories } from '@/lib/server/categories';
import {
  findPublicArticle,
  findPublicLocationById,
  listPublicArticles,
  listPublicVersions,
  readPublicArticle,
  type PublicArticle,
} from './public-articles';
import { findRedirectTarget } from './slug-redirects';
import { getMarket, type Language, type MarketCode } from '@/lib/markets';
import { singleFlight } from '@/lib/server/cache/single-flight';
import { articleIdParams } from '@/lib/validations/article';

/*
 * The public blog's reads, shared by pages, feeds, the sitemap and /api/blog. Each is kept in
 * Next's data cache under fine-grained tags (lib/blog/cache-tags.ts) that revalidateContent
 * expires on every admin write, and it also expires on its own after BLOG_DATA_REVALIDATE_SECONDS so
 * a scheduled article appears once its publication time has come. Like every service they take the
 * database as their first argument; it is only queried on a cache miss.
 */

const revalidate = BLOG_DATA_REVALIDATE_SECONDS;

export function getMarketArticles(
  db: Db,
  market: MarketCode,
  language: Language,
  limit: number,
): Promise<PublicArticle[]> {
  const key = ['blog-list', market, language, String(limit)];
  return singleFlight(key.join('\0'), () =>
    unstable_cache(
      async () =>
        Promise.all(
          (await listPublicArticles(db, { market, language, limit, now: new Date() })).map((r) =>
            readPublicArticle(db, r),
          ),
        ),
      key,
      { tags: [CACHE_TAGS.all, CACHE_TAGS.list(market, language)], revalidate },
    )(),
  );
}

export interface ArticlePageData {
  article: PublicArticle;
  market: MarketCode;
  language: Language;
  updatedAt: string;
  /** The article's canonical address when it is published elsewhere first (not part of the public API shape). */
  canonicalUrl: string | null;
  /** Every public language version, this one included (hreflang). */
  versions: LanguageVersion[];
}

/** `moved`: answer a permanent redirect to that market's article URL (an old slug, or the id form). */
export type ArticleLookup =
  | { kind: 'found'; data: ArticlePageData }
  | { kind: 'moved'; market: MarketCode; slug: string }
  | { kind: 'missing' };

/** Thrown inside the cached read so that a miss is never stored (unstable_cache keeps only results). */
class ArticleMissing extends Error {}

/**
 * An article page's data; an old slug of a renamed article answers where it moved, and so does a
 * published article's id (spec.md "Routes": "the slug (or id)"), to its slug URL in its own market.
 */
export async function lookupArticle(
  db: Db,
  market: MarketCode,
  language: Language,
  slug: string,
): Promise<ArticleLookup> {
  const bySlug = await lookupBySlug(db, market, language, slug);
  if (bySlug.kind !== 'missing' || !articleIdParams.shape.id.safeParse(slug).success) return bySlug;
  const at = await findPublicLocationById(db, slug, new Date());
  if (!at) return bySlug;
  // Read through the target's own cached entry: a page that redirects then carries the target's tag,
  // so renaming, unpublishing or deleting the article expires the redirect with it. The page language
  // of its market, as the target page will look it up.
  const target = await lookupBySlug(db, at.market, getMarket(at.market).language, at.slug);
  return target.kind === 'found' ? { kind: 'moved', market: at.market, slug: at.slug } : { kind: 'missing' };
}

/**
 * Only hits and redirects are cached: a slug that matches nothing leaves no entry, so requests for
 * made-up slugs (each already a valid slug, see pathSlug) cannot grow the cache, and an article
 * published or scheduled under that slug is found on the next request.
 */
async function lookupBySlug(
  db: Db,
  market: MarketCode,
  language: Language,
  slug: string,
): Promise<ArticleLookup> {
  const key = ['blog-article', market, language, slug];
  try {
    return await singleFlight(key.join('\0'), () =>
      unstable_cache(
        async (): Promise<ArticleLookup> => {
          const now = new Date();
          const record = await findPublicArticle(db, { market, language, slug, now });
          if (!record) {
            const moved = await findRedirectTarget(db, { market, language, oldSlug: slug, now });
            if (moved && moved !== slug) return { kind: 'moved', market, slug: moved };
            throw new ArticleMissing();
          }
          const versions = record.translationKeyId
            ? (await listPublicVersions(db, record.translationKeyId, now)).map((v) => ({
                market: v.market,
                language: v.language,
                slug: v.slug,
              }))
            : [{ market, language, slug }];
          return {
            kind: 'found',
            data: {
              article: await readPublicArticle(db, record),
              market,
              language,
              updatedAt: record.updatedAt.toISOString(),
              canonicalUrl: record.canonicalUrl,
              versions,
            },
          };
        },
        key,
        // A translation group's change revalidates each member's article tag (lib/blog/affected-content.ts).
        { tags: [CACHE_TAGS.all, CACHE_TAGS.article(market, language, slug)], revalidate },
      )(),
    );
  } catch (error) {
    if (error instanceof ArticleMissing) return { kind: 'missing' };
    throw error;
  }
}

export function getPublicCategories(db: Db) {
  return unstable_cache(async () => listCategories(db), ['blog-categories'], {
    tags: [CACHE_TAGS.all, CACHE_TAGS.categories],
    revalidate,
  })();
}
