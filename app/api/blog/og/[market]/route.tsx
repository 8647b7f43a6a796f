// GET /api/blog/og/{market}?slug=&v= — generated 1200×630 share image for an index or an article
import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/ui/share-card';
import { DEFAULT_CATEGORY_COLOR, FEATURED_IMAGE_SIZE } from '@/lib/constants/articles';
import { PUBLIC_CACHE_CONTROL } from '@/lib/blog/cache-tags';
import { blogStrings } from '@/lib/blog/i18n';
import { articleImageVersion, ogImagePath } from '@/lib/blog/paths';
import { getMarket } from '@/lib/markets';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/handler';
import { parseSearchParams } from '@/lib/server/http/request';
import { lookupArticle } from '@/lib/server/articles';
import { ogImageQuery, publicMarketParams } from '@/lib/validations/article';

type Context = { params: Promise<{ market: string }> };

export const GET = apiRoute<Context>(async (request, { params }) => {
  const { market } = publicMarketParams.parse(await params);
  const { slug, v } = parseSearchParams(request, ogImageQuery);
  // Every other spelling of this URL (an unknown parameter, a repeat, another order) would be a fresh
  // render past the CDN: one permanent redirect to the known parameters in their fixed order instead.
  const canonical = ogImagePath(market, slug, v);
  if (!isCanonicalUrl(request, canonical)) return permanentRedirect(canonical);
  const m = getMarket(market);
  const t = blogStrings(m.language);
  let title = t.indexTitle;
  let label = t.badge;
  let color: string = DEFAULT_CATEGORY_COLOR;
  let version: string | undefined;
  if (slug) {
    const found = await lookupArticle(market, m.language, slug);
    if (found.kind !== 'found') throw new ApiError(404, 'Article not found');
    title = found.data.article.title;
    label = found.data.article.blog_categories?.name ?? t.uncategorized;
    color = found.data.article.blog_categories?.color ?? DEFAULT_CATEGORY_COLOR;
    version = articleImageVersion(found.data.updatedAt);
  }
  // Only the article's own version earns the long cache; any other v would be a fresh URL, and so a
  // fresh render past the CDN, on every request. Send those to the real URL instead of rendering.
  if (v !== undefined && v !== version) return permanentRedirect(ogImagePath(market, slug, version));
  return new ImageResponse(<ShareCard title={title} label={label} footer={m.feedTitle} accent={color} />, {
    ...FEATURED_IMAGE_SIZE,
    headers: {
      // A versioned URL (?v= the article's version) never changes content, so it is cached long;
      // an unversioned one (an index card, or a slug without v) only as long as any blog answer.
      'Cache-Control': v
        ? 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400'
        : PUBLIC_CACHE_CONTROL,
    },
  });
});

/** True when the request's path and query are exactly `canonical` (a path with its query). */
function isCanonicalUrl(request: Request, canonical: string): boolean {
  const url = new URL(request.url);
  return url.pathname + url.search === canonical;
}

// 308 rather than 301: a CDN caches either (Cache-Control below), and 308 is the one that never
// lets a client change the method (docs/adr/0098).
function permanentRedirect(location: string): Response {
  return new Response(null, {
    status: 308,
    headers: { Location: location, 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
