import 'server-only';
import { NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { readSessionToken, type SessionRequest } from './request-token';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that did not come from the site's own pages (docs/adr/0039):
 * - a bearer header cannot be forged by another site, so such a request passes;
 * - `Sec-Fetch-Site: cross-site | same-site` is refused (a sibling subdomain is the same site, and
 *   SameSite=Strict lets the cookie through from it);
 * - an `Origin` is compared, scheme, host and port, with the configured SITE_URL: never with `Host` or
 *   `X-Forwarded-Host`, which the client or a misdeclared proxy chain can set;
 * - a request the session cookie authenticates must carry `Origin` or `Sec-Fetch-Site: same-origin`
 *   (every browser sends one of them on a write); without either it is refused. Without the cookie
 *   (sign-in, recovery from a script or curl) a missing `Origin` is no evidence of anything.
 */
export function assertSameOriginForCookieAuth(
  request: SessionRequest & { method: string },
  siteUrl: string = getConfig().siteUrl,
): void {
  if (SAFE_METHODS.has(request.method)) return;
  const session = readSessionToken(request);
  if (session?.via === 'bearer') return;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw crossOrigin();
  const origin = request.headers.get('origin');
  if (origin === null) {
    if (session?.via === 'cookie' && fetchSite !== 'same-origin') throw crossOrigin();
    return;
  }
  if (!isOrigin(origin, siteUrl)) throw crossOrigin();
}

/** The same check for a handler typed with a plain Request (Next passes a NextRequest at run time). */
export function assertSameOriginRequest(request: Request): void {
  // A copy of the headers only: `new NextRequest(request)` would take over the body stream, and the
  // handler's own read then fails ('ReadableStream is locked'). `instanceof` is no guide here: the
  // server's NextRequest may come from another copy of the module than this bundle's.
  const headersOnly = new NextRequest(request.url, { method: request.method, headers: request.headers });
  assertSameOriginForCookieAuth(headersOnly);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when `origin` (an Origin header) is SITE_URL's origin: same scheme, host and port. A loopback
 * SITE_URL (the laptop default, http://localhost:3000) also accepts the other loopback names on the same
 * scheme and port, so the portal works at http://127.0.0.1:3000 too; no other site's page can have a
 * loopback origin.
 */
function isOrigin(origin: string, siteUrl: string): boolean {
  try {
    // URL drops a default port (https://x:443 is https://x) and lower-cases the host; "null" throws.
    const from = new URL(origin);
    const site = new URL(siteUrl);
    if (from.origin === site.origin) return true;
    return (
      LOOPBACK_HOSTS.has(site.hostname) &&
      LOOPBACK_HOSTS.has(from.hostname) &&
      from.protocol === site.protocol &&
      from.port === site.port
    );
  } catch {
    return false;
  }
}

function crossOrigin(): ApiError {
  return new ApiError(403, 'Cross-origin request refused');
}
