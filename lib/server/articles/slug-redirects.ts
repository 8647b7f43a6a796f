import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { articleSlugRedirects, blogArticles } from '@/lib/server/db/schema';
import type { Language, MarketCode } from '@/lib/markets';
import { isPublic } from './public-articles';

/* Old slugs of renamed articles, so their old URLs answer with a permanent redirect. */

/** The current slug of a public article that once had `oldSlug` in this market and language. */
export async function findRedirectTarget(
  db: DbOrTx,
  q: { market: MarketCode; language: Language; oldSlug: string; now: Date },
): Promise<string | undefined> {
  const rows = await db
    .select({ slug: blogArticles.slug })
    .from(articleSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, articleSlugRedirects.articleId))
    .where(
      and(
        eq(articleSlugRedirects.market, q.market),
        eq(articleSlugRedirects.language, q.language),
        eq(articleSlugRedirects.oldSlug, q.oldSlug),
        eq(blogArticles.market, q.market),
        eq(blogArticles.language, q.language),
        isPublic(q.now),
      ),
    )
    .limit(1);
  return rows[0]?.slug;
}

/** Records `oldSlug` for the article; a redirect that pointed elsewhere with the same old slug moves to it. */
export async function recordSlugRedirect(
  db: DbOrTx,
  r: { articleId: string; market: MarketCode; language: Language; oldSlug: string },
): Promise<void> {
  await db
    .insert(articleSlugRedirects)
    .values(r)
    .onConflictDoUpdate({
      target: [articleSlugRedirects.market, articleSlugRedirects.language, articleSlugRedirects.oldSlug],
      set: { articleId: r.articleId },
    });
}

/** A slug taken again by a live article must stop redirecting. */
export async function removeSlugRedirect(
  db: DbOrTx,
  r: { market: MarketCode; language: Language; slug: string },
): Promise<void> {
  await db
    .delete(articleSlugRedirects)
    .where(
      and(
        eq(articleSlugRedirects.market, r.market),
        eq(articleSlugRedirects.language, r.language),
        eq(articleSlugRedirects.oldSlug, r.slug),
      ),
    );
}

/**
 * Every old slug of an article, as cached pages to expire when it changes again: a renamed article's
 * older slugs stayed cached as a 308 to the slug before this one, a second hop (issue 22 point 9).
 */
export async function listOldLocations(
  db: DbOrTx,
  articleId: string,
): Promise<{ market: MarketCode; language: Language; slug: string }[]> {
  const rows = await db
    .select({
      market: articleSlugRedirects.market,
      language: articleSlugRedirects.language,
      slug: articleSlugRedirects.oldSlug,
    })
    .from(articleSlugRedirects)
    .where(eq(articleSlugRedirects.articleId, articleId));
  return rows;
}
