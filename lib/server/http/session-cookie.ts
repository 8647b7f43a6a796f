import 'server-only';
import { NextResponse } from 'next/server';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SIGN_IN_DEVICE_COOKIE,
  SIGN_IN_DEVICE_TTL_SECONDS,
} from '@/lib/constants/auth';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
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

/**
 * The device cookie of a browser that signed in (lib/server/auth/sign-in-device.ts): sent only to the
 * sign-in endpoints, never readable by script.
 */
export function setDeviceCookie(response: NextResponse, deviceToken: string): void {
  response.cookies.set(SIGN_IN_DEVICE_COOKIE, deviceToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: getConfig().siteUrl.startsWith('https:'),
    path: DEVICE_COOKIE_PATH,
    maxAge: SIGN_IN_DEVICE_TTL_SECONDS,
  });
}

const DEVICE_COOKIE_PATH = '/api/websiteadmin';

/** Next's own cookie parser over a plain Request: a value that is not valid percent-encoding is no cookie. */
export function readDeviceCookie(request: Request): string | undefined {
  return new RequestCookies(request.headers).get(SIGN_IN_DEVICE_COOKIE)?.value;
}

/** The answer to a successful sign-in (password, code step or mailed link): the token and both cookies. */
export function signedInResponse(result: {
  token: string;
  user: unknown;
  deviceToken: string;
  twoFactorSetupRequired?: boolean;
}): NextResponse {
  const { token, user, twoFactorSetupRequired } = result;
  const response = NextResponse.json({ success: true, token, user, twoFactorSetupRequired });
  setSessionCookie(response, token);
  setDeviceCookie(response, result.deviceToken);
  return response;
}
