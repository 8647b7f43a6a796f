import 'server-only';
import type { NextResponse } from 'next/server';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/constants';
import { getConfig } from '@/lib/config';

/** The session token as an httpOnly, SameSite=Strict cookie (Secure in production). */
export function setSessionCookie(response: NextResponse, token: string): void {
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    // Production deployments must set an https SITE_URL (config refuses to start without one).
    secure: getConfig().siteUrl.startsWith('https:'),
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', maxAge: 0 });
}
