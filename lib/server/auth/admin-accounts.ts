import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { findAdminByEmail, insertAdmin, type AdminRow } from './admins';
import { hashPassword } from '@/lib/server/auth/password';
import { passwordRuleError } from '@/lib/validations/password';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';

export class AdminAccountError extends Error {}

/** Creates an admin after checking the spec.md "Password rules" password rules and that the email is free. */
export async function createAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<AdminRow> {
  const ruleError = passwordRuleError(input.password);
  if (ruleError) throw new AdminAccountError(ruleError);
  if (await findAdminByEmail(db, input.email)) {
    throw new AdminAccountError(`An admin with email ${input.email} already exists`);
  }
  return insertAdmin(db, {
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
  });
}

/** Makes sure the configured admin exists; an existing one is left exactly as it is. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ admin: AdminRow; created: boolean }> {
  const existing = await findAdminByEmail(db, input.email);
  if (existing) return { admin: existing, created: false };
  try {
    return { admin: await createAdmin(db, input), created: true };
  } catch (err) {
    // Several instances starting at once with the same ADMIN_EMAIL: one insert wins, the others find it.
    const winner = isUniqueViolation(err) ? await findAdminByEmail(db, input.email) : undefined;
    if (winner) return { admin: winner, created: false };
    throw err;
  }
}
