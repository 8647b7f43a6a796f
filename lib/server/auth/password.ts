import 'server-only';
import { randomBytes } from 'node:crypto';
import { BCRYPT_COST } from '@/lib/constants/auth';
import { compareInWorker, hashInWorker } from '@/lib/server/tasks/password-hash-pool';

// bcryptjs, in worker threads (docs/adr/0097): the request thread only waits. Hashes made on the request
// thread before ($2a$ and $2b$) verify unchanged.
export function hashPassword(password: string): Promise<string> {
  return hashInWorker(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return compareInWorker(password, hash);
}

/** A random password that satisfies the spec.md "Password rules" rules (upper, lower, digit, length). */
export function generatePassword(): string {
  const core = randomBytes(18).toString('base64url');
  return `Ax9${core}`;
}
