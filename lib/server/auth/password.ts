import 'server-only';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { BCRYPT_COST } from '@/lib/constants/auth';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A random password that satisfies the spec.md "Password rules" rules (upper, lower, digit, length). */
export function generatePassword(): string {
  const core = randomBytes(18).toString('base64url');
  return `Ax9${core}`;
}
