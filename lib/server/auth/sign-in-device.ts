import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { SIGN_IN_DEVICE_TTL_SECONDS } from '@/lib/constants/auth';
import { getAuthSecret } from './secret';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account before carries a signed cookie naming that account and a random device id.
 * Its sign-in attempts for that account are counted under the device, not under the client address, so
 * guesses from anywhere else (or from the one shared address TRUSTED_PROXY_HOPS=0 gives every client)
 * cannot use up its budget or lock it out. A device that fails too often is locked on its own.
 */
const ISSUER = 'ailex-sign-in-device';

/** The account a device cookie belongs to: a hash, so the cookie does not spell out the email. */
function accountOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** A new device cookie for a browser that just signed in as `email`. */
export async function issueDeviceToken(email: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ acc: accountOf(email) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + SIGN_IN_DEVICE_TTL_SECONDS)
    .sign(await getAuthSecret());
}

const deviceId = z.uuid();

/**
 * The rate-limit subject of this sign-in attempt when its device cookie is valid for `email`
 * (`device:<id>`), else null: the caller counts the attempt under the client address then.
 */
export async function deviceSubject(token: string | undefined, email: string): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await getAuthSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'jti'],
    });
    const id = deviceId.safeParse(payload.jti);
    if (!id.success || payload.acc !== accountOf(email)) return null;
    return `device:${id.data}`;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
