import 'server-only';
import { classifyPath } from '@/lib/analytics/classify';
import { DIRECT_SOURCE, EVENT_PATH_MAX, LEAD_FROM_PARAM, UTM_VALUE_MAX } from '@/lib/constants/analytics';
import { UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import { siteOrigin } from '@/lib/site-url';
import type { DbOrTx } from '@/lib/server/db/client';
import type { LeadAttributionInput } from '@/lib/validations/analytics';
import { dailySalt, findVisitStart, visitorHash, type VisitStart } from './visitor';
import { utcDay } from '@/lib/analytics/days';

/** The attribution columns of a lead row (schema.ts `leadAttribution`). */
export interface LeadAttribution {
  sourcePage: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  articlePath: string | null;
  sourceMarket: string | null;
  source: string;
}

const clean = (v: string | null | undefined, max: number) => {
  const s = v
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, max);
  return s ? s : null;
};

/** `path?query` split, the path without a trailing slash; a malformed URL yields nothing. */
export function splitPage(page: string): { path: string; params: URLSearchParams } | null {
  try {
    const url = new URL(page, 'http://site.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    return { path: path.slice(0, EVENT_PATH_MAX), params: url.searchParams };
  } catch {
    return null;
  }
}

/** The host of an absolute referrer, or null for none, a malformed one, or a page of this site. */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    const host = hostname.replace(/^www\./, '').toLowerCase();
    return host && host !== ownHost?.replace(/^www\./, '').toLowerCase() ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}

export const utmOf = (params: URLSearchParams) => ({
  utmSource: clean(params.get('utm_source'), UTM_VALUE_MAX),
  utmMedium: clean(params.get('utm_medium'), UTM_VALUE_MAX),
  utmCampaign: clean(params.get('utm_campaign'), UTM_VALUE_MAX),
});

/**
 * Where a lead came from (docs/adr/0113): the visit's first pageview today (by the daily visitor
 * hash) gives the landing page, referring host and UTM parameters; without one (DNT, GPC, or the
 * form's page was the first) the form's own page and referrer stand in. `from` counts only when it
 * names an article's path. Never throws for what the visitor sent: a bad value is left out.
 */
export async function resolveLeadAttribution(
  db: DbOrTx,
  client: { address: string; userAgent: string | null },
  input: LeadAttributionInput,
  now = new Date(),
): Promise<LeadAttribution> {
  const page = input ? splitPage(input.page) : null;
  const day = utcDay(now);
  // An address the proxy chain does not vouch for is the same 'unknown' for every visitor: its hash
  // would find another visitor's pageview, so such a lead keeps only what its own form sent.
  const visit: VisitStart | null =
    client.address === UNKNOWN_CLIENT_ADDRESS
      ? null
      : await findVisitStart(
          db,
          visitorHash(await dailySalt(db, day), client.address, client.userAgent),
          day,
        );
  const fromParam = page?.params.get(LEAD_FROM_PARAM);
  // A path of this site only: 'https://host/blog/x', '//host/blog/x' (or '/\\host/...', which URL reads
  // alike) would split to '/blog/x' and credit an article the visitor never came through.
  const from = fromParam && /^\/(?![/\\])/.test(fromParam) ? splitPage(fromParam) : null;
  const fromRoute = from ? classifyPath(from.path) : null;
  const articlePath = fromRoute?.routeType === 'article' ? fromRoute.articlePath : null;
  const formUtm = page ? utmOf(page.params) : { utmSource: null, utmMedium: null, utmCampaign: null };
  const landingPage = visit?.landingPage ?? page?.path ?? null;
  const referrerHost = visit ? visit.referrerHost : referrerHostOf(input?.referrer, siteOrigin().hostname);
  const utm = visit && visit.utmSource ? visit : formUtm;
  const marketOf = articlePath ?? landingPage;
  return {
    sourcePage: page?.path ?? null,
    landingPage,
    referrerHost,
    utmSource: utm.utmSource,
    utmMedium: utm.utmMedium,
    utmCampaign: utm.utmCampaign,
    articlePath,
    sourceMarket: marketOf ? classifyPath(marketOf).market : null,
    source: utm.utmSource ?? referrerHost ?? DIRECT_SOURCE,
  };
}
