import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { BRAND_NAME } from '@/lib/constants/site';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
} from '@/lib/constants/users';
import { getAuthSecret } from './secret';

/*
 * The pieces of two-factor sign-in that hold no state: TOTP codes (RFC 6238, through otpauth), recovery
 * codes and the short-lived challenge that links the password step to the code step.
 */

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: BRAND_NAME,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 for authenticator apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step a code belongs to when it is right within one step either side of `now`, else null.
 * The caller still has to check the step was not used before (consumeTotpStep).
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-xq9rt` (about 49 bits each): enough that a hash without a salt is safe. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a recovery code is typed. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

const CHALLENGE_ISSUER = 'ailex-admin-2fa';
const uuidClaim = z.uuid();

/**
 * The proof that the password step passed, good for the code step only, for five minutes and for one
 * sign-in: its id (`jti`) is recorded as spent when it opens a session (spent-challenges.ts).
 */
export async function signChallenge(
  admin: { id: string; sessionVersion: number },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sv: admin.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(admin.id)
    .setIssuer(CHALLENGE_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + TWO_FACTOR_CHALLENGE_TTL_SECONDS)
    .sign(await getAuthSecret());
}

export interface ChallengeClaims {
  /** The challenge's own id: spent once it opened a session. */
  id: string;
  adminId: string;
  sessionVersion: number;
  expiresAt: Date;
}

/**
 * What a live challenge says; null when forged, expired, a session token, or from before challenges had
 * an id. Whether it was already spent is the caller's to check (spent-challenges.ts).
 */
export async function verifyChallenge(challenge: string, now: Date): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(challenge, await getAuthSecret(), {
      algorithms: ['HS256'],
      issuer: CHALLENGE_ISSUER,
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
    });
    const sub = uuidClaim.safeParse(payload.sub);
    const jti = uuidClaim.safeParse(payload.jti);
    if (!sub.success || !jti.success || typeof payload.sv !== 'number' || payload.exp === undefined)
      return null;
    return {
      id: jti.data,
      adminId: sub.data,
      sessionVersion: payload.sv,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
