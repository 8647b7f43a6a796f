import 'server-only';
import { and, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { passwordResetTokens, websiteAdmins } from '@/lib/server/db/schema';

/** What a row in password_reset_tokens is: a reset link, or the one-time sign-in link of ADR 0035. */
export type LinkPurpose = 'reset' | 'sign-in';

/**
 * Stores a new reset token for the admin and drops their older reset tokens (a newer link replaces
 * them). Their sign-in links stay: anyone may ask for a reset of any email, and that must not kill the
 * link the right password had mailed the owner (ADR 0095).
 */
export async function replaceResetToken(
  db: DbOrTx,
  input: { adminId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  // Locking the admin's row serialises two requests racing here, so exactly one live link remains.
  await db.transaction(async (tx) => {
    await tx
      .select({ id: websiteAdmins.id })
      .from(websiteAdmins)
      .where(eq(websiteAdmins.id, input.adminId))
      .for('update');
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.adminId, input.adminId), eq(passwordResetTokens.purpose, 'reset')));
    await tx.insert(passwordResetTokens).values({
      adminId: input.adminId,
      tokenHash: input.tokenHash,
      purpose: 'reset',
      expiresAt: input.expiresAt,
      createdAt: input.now,
    });
  });
  // Spent and expired tokens of anyone are useless; trimming them here keeps the table small.
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, input.now), isNotNull(passwordResetTokens.usedAt)));
}

/** Stores a new one-time sign-in link; the admin's other links stay live until used or expired. */
export async function insertSignInLink(
  db: DbOrTx,
  input: { adminId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    adminId: input.adminId,
    tokenHash: input.tokenHash,
    purpose: 'sign-in',
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/** The admin a live (unused, unexpired) reset token belongs to. */
export async function findLiveResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ adminId: string; email: string } | undefined> {
  const rows = await db
    .select({ adminId: passwordResetTokens.adminId, email: websiteAdmins.email })
    .from(passwordResetTokens)
    .innerJoin(websiteAdmins, eq(websiteAdmins.id, passwordResetTokens.adminId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, 'reset'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        // A link mailed before the account was disabled is dead with it.
        eq(websiteAdmins.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Marks a live token used and returns its admin, in one statement: of two concurrent resets with the
 * same link only one gets a row back.
 */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ adminId: passwordResetTokens.adminId });
  return rows[0]?.adminId;
}

/**
 * After an email change: the reset and sign-in links mailed to the old address die with it, so that
 * mailbox keeps no way into the account.
 */
export async function deleteAllResetTokens(db: DbOrTx, adminId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.adminId, adminId));
}

/** After a reset: no other link of this admin may be used any more. */
export async function deleteOtherResetTokens(db: DbOrTx, adminId: string, keepHash: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.adminId, adminId), ne(passwordResetTokens.tokenHash, keepHash)));
}
