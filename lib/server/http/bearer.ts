import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Compared in constant time: both sides are
 * hashed first, so neither the content nor the length of the secret leaks through the time taken.
 */
export function bearerMatches(authorization: string | null, expected: string): boolean {
  const given = authorization?.match(/^Bearer +(\S+)$/i)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given !== '';
}
