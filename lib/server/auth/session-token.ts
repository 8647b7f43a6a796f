import 'server-only';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { SESSION_TTL_SECONDS } from '@/lib/constants/auth';
import { getAuthSecret } from './secret';

export interface SessionClaims {
  adminId: string;
  /** admin_sessions.id: logout revokes this one session, a password reset all of them. */
  sessionId: string;
  /** website_admins.session_version when the token was issued; a reset bumps it. */
  sessionVersion: number;
}

const ISSUER = 'ailex-admin';
const uuidClaim = z.uuid();

/** `expiresAt` (a renewal that reaches the session's maximum lifetime) shortens the usual lifetime. */
export async function signSessionToken(
  claims: SessionClaims,
  now = new Date(),
  expiresAt?: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : iat + SESSION_TTL_SECONDS;
  return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await getAuthSecret());
}

/**
 * The token's claims when its HS256 signature, issuer and expiry check out; null otherwise. Only HS256
 * is accepted, so 'none' and algorithm-confusion tokens fail here. A token without `exp` would never
 * expire and is refused; `sub` and `sid` must be UUIDs, so a forged-but-signed oddity is a 401, never
 * a database error.
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getAuthSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sv !== 'number' || !Number.isInteger(payload.sv)) return null;
    const sub = uuidClaim.safeParse(payload.sub);
    const sid = uuidClaim.safeParse(payload.sid);
    if (!sub.success || !sid.success) return null;
    return { adminId: sub.data, sessionId: sid.data, sessionVersion: payload.sv };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
