import 'server-only';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { websiteAdmins } from '@/lib/server/db/schema';

export type AdminRow = typeof websiteAdmins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | undefined> {
  const rows = await db
    .select()
    .from(websiteAdmins)
    .where(sql`lower(${websiteAdmins.email}) = lower(${email.trim()})`)
    .limit(1);
  return rows[0];
}

export async function findAdminById(db: DbOrTx, id: string): Promise<AdminRow | undefined> {
  const rows = await db.select().from(websiteAdmins).where(eq(websiteAdmins.id, id)).limit(1);
  return rows[0];
}

/** The admin created first: the demo content's author when the seed runs on its own. */
export async function findFirstAdmin(db: DbOrTx): Promise<AdminRow | undefined> {
  const rows = await db.select().from(websiteAdmins).orderBy(asc(websiteAdmins.createdAt)).limit(1);
  return rows[0];
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(websiteAdmins);
  return rows[0]?.n ?? 0;
}

export async function insertAdmin(
  db: DbOrTx,
  input: { email: string; name: string; passwordHash: string },
): Promise<AdminRow> {
  const rows = await db
    .insert(websiteAdmins)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      passwordHash: input.passwordHash,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into website_admins returned no row');
  return row;
}

/**
 * Moves the account's lock end forward to `until`. Returns false when the lock already reached it, so
 * of several requests that earn the same lock together only one reports (and audits) the lockout.
 */
export async function extendAdminLock(db: DbOrTx, id: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(websiteAdmins)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(websiteAdmins.id, id),
        or(isNull(websiteAdmins.lockedUntil), lt(websiteAdmins.lockedUntil, until)),
      ),
    )
    .returning({ id: websiteAdmins.id });
  return rows.length > 0;
}

export async function recordAdminLogin(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(websiteAdmins).set({ lastLoginAt: at, lockedUntil: null }).where(eq(websiteAdmins.id, id));
}

/** Sets a new password hash and bumps the session version, which revokes every token issued before. */
export async function replaceAdminPassword(
  db: DbOrTx,
  id: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(websiteAdmins)
    .set({
      passwordHash,
      sessionVersion: sql`${websiteAdmins.sessionVersion} + 1`,
      lockedUntil: null,
      updatedAt: at,
    })
    .where(eq(websiteAdmins.id, id));
}
