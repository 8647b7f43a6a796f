import 'server-only';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_TTL_SECONDS } from '@/lib/constants';
import { getAuthSecret } from './secret';

export interface SessionClaims {
  adminId: string;
  /** website_admins.session_version when the token was issued; a reset bumps it. */
  sessionVersion: number;
}

const ISSUER = 'ailex-admin';

export async function signSessionToken(claims: SessionClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(await getAuthSecret());
}

/**
 * The token's claims when its HS256 signature, issuer and expiry check out; null otherwise. Only HS256
 * is accepted, so 'none' and algorithm-confusion tokens fail here.
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getAuthSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
    return { adminId: payload.sub, sessionVersion: payload.sv };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
