import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { findAdminByEmail } from '@/lib/server/repositories/admins';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { signSessionToken } from '@/lib/server/auth/session-token';
import type { AdminUser } from '@/lib/server/auth/admin-session';

// A real hash at the real cost, of a password nobody knows: comparing against it costs what a real
// check costs, so an unknown email answers in about the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

export type SignInResult = { ok: true; token: string; user: AdminUser } | { ok: false };

/** Checks an email and password; the same failure for an unknown email and a wrong password. */
export async function signIn(db: Db, input: { email: string; password: string }): Promise<SignInResult> {
  const admin = await findAdminByEmail(db, input.email);
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await getDummyHash()));
  if (!admin || !valid) return { ok: false };
  const token = await signSessionToken({ adminId: admin.id, sessionVersion: admin.sessionVersion });
  return { ok: true, token, user: { id: admin.id, name: admin.name, email: admin.email } };
}
