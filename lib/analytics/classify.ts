import { ANALYTICS_SITE, type RouteType } from '@/lib/constants/analytics';
import { articlePath, marketForPathname, type MarketCode } from '@/lib/markets';

/** Where a public path belongs: its kind of page, its market (or the marketing site), and its article. */
export interface ClassifiedPath {
  routeType: RouteType;
  market: MarketCode | typeof ANALYTICS_SITE;
  /** The article's path ('/blog/usa/{slug}') when the page is one. */
  articlePath: string | null;
}

const STATE_PATHS = new Set(['/tx', '/fl', '/ny']);

/**
 * Classifies a public path without the database (docs/adr/0113): the blog's URL shapes are those of
 * app/_blog/market-page.tsx (index, /page/{n}, /category/{slug}[/page/{n}], /{slug}). Whether the
 * article exists is the reports' concern: a path nobody publishes gets no title there.
 */
export function classifyPath(pathname: string): ClassifiedPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { routeType: 'home', market: ANALYTICS_SITE, articlePath: null };
  if (STATE_PATHS.has(path)) return { routeType: 'state', market: ANALYTICS_SITE, articlePath: null };
  if (path === '/login') return { routeType: 'login', market: ANALYTICS_SITE, articlePath: null };
  if (path === '/security-whitepaper')
    return { routeType: 'security', market: ANALYTICS_SITE, articlePath: null };
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'blog') return { routeType: 'other', market: ANALYTICS_SITE, articlePath: null };
  const market = marketForPathname(path);
  const rest = segments.slice(market.segment ? 2 : 1);
  if (rest.length === 0) return { routeType: 'blog-index', market: market.code, articlePath: null };
  if (rest[0] === 'page' || rest[0] === 'category')
    return { routeType: 'blog-archive', market: market.code, articlePath: null };
  const [slug] = rest;
  if (rest.length === 1 && slug !== undefined && slug !== 'rss.xml')
    return { routeType: 'article', market: market.code, articlePath: articlePath(market.code, slug) };
  return { routeType: 'other', market: market.code, articlePath: null };
}
