import 'server-only';
import type { NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/constants/auth';

/** A NextRequest, or anything carrying its headers and parsed cookies (proxy.ts and route handlers alike). */
export type SessionRequest = Pick<NextRequest, 'headers' | 'cookies'>;

export interface RequestSessionToken {
  token: string;
  /**
   * A browser attaches the cookie to requests another site starts, but never an Authorization header,
   * so only cookie-authenticated writes need the same-origin check.
   */
  via: 'bearer' | 'cookie';
}

/**
 * The session token a request carries: the bearer header first (API clients), else the httpOnly cookie
 * (the portal). The one place that reads it, for proxy.ts and the handlers; it touches no database.
 */
export function readSessionToken(request: SessionRequest): RequestSessionToken | undefined {
  const bearer = request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  if (bearer) return { token: bearer, via: 'bearer' };
  // request.cookies skips a value that is not valid percent-encoding: a malformed cookie is no session.
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}
