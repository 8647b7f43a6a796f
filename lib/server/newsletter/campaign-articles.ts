import 'server-only';
import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { articlePath, type MarketCode } from '@/lib/markets';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import type { NewsletterArticle } from '@/lib/server/mail/templates/newsletter-campaign';
import { absoluteUrl } from '@/lib/site-url';

/*
 * The articles a campaign may list: published (their time has come), not in the trash, of the
 * campaign's market. Only their public data leaves here (what the article page itself shows).
 */

const publicNow = (now: Date) =>
  and(
    eq(blogArticles.status, 'published'),
    lte(blogArticles.publishedAt, now),
    isNull(blogArticles.deletedAt),
  );

export interface PickableArticle {
  id: string;
  title: string;
  publishedAt: string;
}

/** The market's published articles, newest first (the composer's list), those after `since` if given. */
export async function listPickableArticles(
  db: DbOrTx,
  market: MarketCode,
  since: Date | null,
  now = new Date(),
  limit = 200,
): Promise<PickableArticle[]> {
  const rows = await db
    .select({ id: blogArticles.id, title: blogArticles.title, publishedAt: blogArticles.publishedAt })
    .from(blogArticles)
    .where(
      and(
        publicNow(now),
        eq(blogArticles.market, market),
        since ? gt(blogArticles.publishedAt, since) : undefined,
      ),
    )
    .orderBy(desc(blogArticles.publishedAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, publishedAt: (r.publishedAt ?? now).toISOString() }));
}

/** Which of `ids` are not published articles of `market` now (to refuse them by name). */
export async function unpublishableArticleIds(
  db: DbOrTx,
  market: MarketCode,
  ids: string[],
  now = new Date(),
): Promise<string[]> {
  const found = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(and(inArray(blogArticles.id, ids), publicNow(now), eq(blogArticles.market, market)));
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

/** An image path the site serves, as an absolute URL; anything but http(s) is left out. */
function absoluteImage(url: string | null): string | null {
  if (!url) return null;
  try {
    const abs = new URL(url, absoluteUrl('/'));
    return abs.protocol === 'https:' || abs.protocol === 'http:' ? abs.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The campaign's articles as its mail lists them, in the campaign's order, with links tagged for
 * Reports (utm_source=newsletter, utm_medium=email, utm_campaign=newsletter-{campaign id}). An article
 * unpublished since the campaign was written is left out.
 */
export async function newsletterArticles(
  db: DbOrTx,
  campaign: { id: string; market: MarketCode; articleIds: string[] },
  now = new Date(),
): Promise<NewsletterArticle[]> {
  if (campaign.articleIds.length === 0) return [];
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      slug: blogArticles.slug,
      summary: blogArticles.summary,
      imageUrl: blogArticles.featuredImageUrl,
      imageAlt: blogArticles.featuredImageAlt,
    })
    .from(blogArticles)
    .where(
      and(
        inArray(blogArticles.id, campaign.articleIds),
        publicNow(now),
        eq(blogArticles.market, campaign.market),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return campaign.articleIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const url = new URL(absoluteUrl(articlePath(campaign.market, r.slug)));
    url.searchParams.set('utm_source', 'newsletter');
    url.searchParams.set('utm_medium', 'email');
    url.searchParams.set('utm_campaign', campaignUtm(campaign.id));
    return [
      {
        title: r.title,
        summary: r.summary,
        imageUrl: absoluteImage(r.imageUrl),
        imageAlt: r.imageAlt,
        url: url.toString(),
      },
    ];
  });
}

/** The utm_campaign value of a campaign: stable, and names it for Reports. */
const campaignUtm = (campaignId: string): string => `newsletter-${campaignId}`;
