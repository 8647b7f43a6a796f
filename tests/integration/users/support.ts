import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createAdmin, issueSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { websiteAdmins } from '@/lib/server/db/schema';
import type { UserRole } from '@/lib/constants/users';

export const PASSWORD = 'Passw0rdX';

/** An account of `role` with a live session, written through the auth domain. */
export async function accountWithSession(db: Db, email: string, role: UserRole = 'admin') {
  const admin = await createAdmin(db, { email, name: email.split('@')[0] ?? email, password: PASSWORD });
  if (role !== 'admin') await db.update(websiteAdmins).set({ role }).where(eq(websiteAdmins.id, admin.id));
  const token = await issueSession(db, admin);
  return { admin, token, auth: { authorization: `Bearer ${token}` } };
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238 defaults, as the server uses). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/**
 * Waits until at least `seconds` remain in the current 30-second step, so a test that uses the codes of
 * the previous, current and next steps does not see them shift under it.
 */
export async function awaitRoomInStep(seconds = 8): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}
