import 'server-only';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { websiteAdmins } from '@/lib/server/db/schema';
import type { UserRole, UserStatus } from '@/lib/constants/users';

export type UserRow = typeof websiteAdmins.$inferSelect;

export async function listUserRows(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(websiteAdmins).orderBy(asc(websiteAdmins.createdAt), asc(websiteAdmins.id));
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(websiteAdmins).where(eq(websiteAdmins.id, id)).limit(1);
  return rows[0];
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: websiteAdmins.id })
    .from(websiteAdmins)
    .where(sql`lower(${websiteAdmins.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertInvitedUser(
  db: DbOrTx,
  input: {
    email: string;
    name: string;
    role: UserRole;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: string;
    at: Date;
  },
): Promise<UserRow> {
  const rows = await db
    .insert(websiteAdmins)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      status: 'invited',
      passwordHash: null,
      inviteTokenHash: input.tokenHash,
      inviteExpiresAt: input.expiresAt,
      invitedBy: input.invitedBy,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into website_admins returned no row');
  return row;
}

/**
 * Spends a live invitation in one statement: sets the chosen name and password and makes the account
 * active. Of two requests with the same link only one gets the row back.
 */
export async function acceptInvitation(
  db: DbOrTx,
  input: { tokenHash: string; name: string; passwordHash: string; at: Date },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(websiteAdmins)
    .set({
      name: input.name.trim(),
      passwordHash: input.passwordHash,
      status: 'active',
      inviteTokenHash: null,
      inviteExpiresAt: null,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(websiteAdmins.inviteTokenHash, input.tokenHash),
        eq(websiteAdmins.status, 'invited'),
        gt(websiteAdmins.inviteExpiresAt, input.at),
      ),
    )
    .returning();
  return rows[0];
}

export async function findLiveInvitation(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(websiteAdmins)
    .where(
      and(
        eq(websiteAdmins.inviteTokenHash, tokenHash),
        eq(websiteAdmins.status, 'invited'),
        gt(websiteAdmins.inviteExpiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** An invitation not yet accepted, live or expired: what its link's landing page tells apart. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(websiteAdmins)
    .where(and(eq(websiteAdmins.inviteTokenHash, tokenHash), eq(websiteAdmins.status, 'invited')))
    .limit(1);
  return rows[0];
}

/** Active admins other than `exceptId`: the last-admin rule counts these. */
export async function countOtherActiveAdmins(db: DbOrTx, exceptId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteAdmins)
    .where(
      and(
        eq(websiteAdmins.role, 'admin'),
        eq(websiteAdmins.status, 'active'),
        sql`${websiteAdmins.id} <> ${exceptId}`,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function updateUserRow(
  db: DbOrTx,
  id: string,
  input: { role?: UserRole; status?: UserStatus; at: Date },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(websiteAdmins)
    .set({
      ...(input.role ? { role: input.role } : {}),
      ...(input.status ? { status: input.status } : {}),
      updatedAt: input.at,
    })
    .where(eq(websiteAdmins.id, id))
    .returning();
  return rows[0];
}

export async function deleteInvitedUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(websiteAdmins)
    .where(and(eq(websiteAdmins.id, id), eq(websiteAdmins.status, 'invited')))
    .returning({ id: websiteAdmins.id });
  return rows.length > 0;
}

export async function updateUserName(db: DbOrTx, id: string, name: string, at: Date): Promise<void> {
  await db.update(websiteAdmins).set({ name: name.trim(), updatedAt: at }).where(eq(websiteAdmins.id, id));
}

/** Whether an account other than `exceptId` signs in with `email` (case ignored). */
export async function emailTakenByOther(db: DbOrTx, email: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: websiteAdmins.id })
    .from(websiteAdmins)
    .where(and(sql`lower(${websiteAdmins.email}) = lower(${email})`, ne(websiteAdmins.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Keeps one pending address change per account: a new request replaces the link of the one before. */
export async function storePendingEmail(
  db: DbOrTx,
  id: string,
  input: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(websiteAdmins)
    .set({
      pendingEmail: input.email,
      emailChangeTokenHash: input.tokenHash,
      emailChangeExpiresAt: input.expiresAt,
    })
    .where(eq(websiteAdmins.id, id));
}

/**
 * Makes the pending address the account's own, in one statement that also spends the link: only a live
 * link of this active account does it, and of two requests with one link only one gets the row back. A
 * unique violation on the email index means another account took the address meanwhile.
 */
export async function applyPendingEmail(
  db: DbOrTx,
  input: { id: string; tokenHash: string; at: Date },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(websiteAdmins)
    .set({
      email: sql`${websiteAdmins.pendingEmail}`,
      pendingEmail: null,
      emailChangeTokenHash: null,
      emailChangeExpiresAt: null,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(websiteAdmins.id, input.id),
        eq(websiteAdmins.emailChangeTokenHash, input.tokenHash),
        eq(websiteAdmins.status, 'active'),
        isNotNull(websiteAdmins.pendingEmail),
        gt(websiteAdmins.emailChangeExpiresAt, input.at),
      ),
    )
    .returning();
  return rows[0];
}
