import 'server-only';
import type { NextRequest } from 'next/server';
import { readSessionToken } from '@/lib/server/auth/request-token';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser marks as coming from another origin, when the
 * request is authenticated by the session cookie (a bearer header cannot be forged by another site).
 * SameSite=Strict already keeps the cookie off cross-site requests; this also covers sibling
 * subdomains, which count as the same site.
 */
export function assertSameOriginForCookieAuth(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (readSessionToken(request)?.via === 'bearer') return;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw crossOrigin();
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossOrigin();
  }
  if (originHost !== host) throw crossOrigin();
}

function crossOrigin(): ApiError {
  return new ApiError(403, 'Cross-origin request refused');
}
