import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { adminRecoveryCodes, websiteAdmins } from '@/lib/server/db/schema';

/**
 * Stores a fresh secret (already sealed) that is not yet in use (setup); an enabled secret is never
 * replaced here.
 */
export async function storePendingSecret(db: DbOrTx, adminId: string, sealed: string): Promise<boolean> {
  const rows = await db
    .update(websiteAdmins)
    .set({ totpSecret: sealed, totpLastStep: null })
    .where(and(eq(websiteAdmins.id, adminId), isNull(websiteAdmins.totpEnabledAt)))
    .returning({ id: websiteAdmins.id });
  return rows.length > 0;
}

/**
 * Records `step` as the last accepted code, only if it is later than the last one: of two requests with
 * the same code only one gets true, so no code is accepted twice.
 */
export async function consumeTotpStep(db: DbOrTx, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(websiteAdmins)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(websiteAdmins.id, adminId),
        or(isNull(websiteAdmins.totpLastStep), lt(websiteAdmins.totpLastStep, step)),
      ),
    )
    .returning({ id: websiteAdmins.id });
  return rows.length > 0;
}

/** Replaces a plain secret from before encryption with its sealed form, unless it changed meanwhile. */
export async function resealSecret(
  db: DbOrTx,
  adminId: string,
  plain: string,
  sealed: string,
): Promise<void> {
  await db
    .update(websiteAdmins)
    .set({ totpSecret: sealed })
    .where(and(eq(websiteAdmins.id, adminId), eq(websiteAdmins.totpSecret, plain)));
}

export async function markTwoFactorEnabled(db: DbOrTx, adminId: string, at: Date): Promise<void> {
  await db
    .update(websiteAdmins)
    .set({ totpEnabledAt: at, updatedAt: at })
    .where(eq(websiteAdmins.id, adminId));
}

export async function clearTwoFactor(db: DbOrTx, adminId: string, at: Date): Promise<void> {
  await db
    .update(websiteAdmins)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
    .where(eq(websiteAdmins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

/** Replaces every recovery code of the account with these (hashes). */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  adminId: string,
  hashes: readonly string[],
  at: Date,
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(hashes.map((codeHash) => ({ adminId, codeHash, createdAt: at })));
}

/** Spends an unused recovery code in one statement; false when it is unknown or was used. */
export async function consumeRecoveryCode(
  db: DbOrTx,
  adminId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, adminId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return rows[0]?.n ?? 0;
}
