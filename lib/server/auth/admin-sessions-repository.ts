import 'server-only';
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { adminSessions, appMeta, websiteAdmins } from '@/lib/server/db/schema';
import type { AdminRow } from './admins';

export type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdminSession(
  db: DbOrTx,
  input: { adminId: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null; at: Date },
): Promise<AdminSessionRow> {
  const rows = await db
    .insert(adminSessions)
    .values({
      adminId: input.adminId,
      expiresAt: input.expiresAt,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
      createdAt: input.at,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert into admin_sessions returned no row');
  return row;
}

/** The app_meta key of the admins' "require two-factor sign-in for every account" setting (ADR 0071). */
export const REQUIRE_TWO_FACTOR_KEY = 'security.require_two_factor';

/**
 * The admin behind a live session (not revoked, not expired), and whether every account must use 2FA,
 * in one query (every admin request asks both); undefined when the session is not live.
 */
export async function findAdminForLiveSession(
  db: DbOrTx,
  input: { sessionId: string; adminId: string; now: Date },
): Promise<{ admin: AdminRow; twoFactorRequired: boolean } | undefined> {
  const rows = await db
    .select({
      admin: websiteAdmins,
      twoFactorRequired: sql<boolean>`coalesce((select ${appMeta.value} = 'true'::jsonb from ${appMeta} where ${appMeta.key} = ${REQUIRE_TWO_FACTOR_KEY}), false)`,
    })
    .from(adminSessions)
    .innerJoin(websiteAdmins, eq(websiteAdmins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, input.sessionId),
        eq(adminSessions.adminId, input.adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, input.now),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Moves a live session's end to `expiresAt` (sliding renewal). The same conditions as a live session's
 * lookup: a session revoked or expired meanwhile is not brought back. Returns the row, or undefined.
 */
export async function extendLiveSession(
  db: DbOrTx,
  input: { sessionId: string; adminId: string; now: Date; expiresAt: Date },
): Promise<AdminSessionRow | undefined> {
  const rows = await db
    .update(adminSessions)
    .set({ expiresAt: input.expiresAt })
    .where(
      and(
        eq(adminSessions.id, input.sessionId),
        eq(adminSessions.adminId, input.adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, input.now),
      ),
    )
    .returning();
  return rows[0];
}

/** The session row of `sessionId`, whatever its state. */
export async function findSession(db: DbOrTx, sessionId: string): Promise<AdminSessionRow | undefined> {
  const rows = await db.select().from(adminSessions).where(eq(adminSessions.id, sessionId)).limit(1);
  return rows[0];
}

/** Ends the live (not yet revoked) sessions that match `where`; returns how many it ended. */
async function revokeLive(db: DbOrTx, at: Date, where: SQL | undefined): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(where, isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** Revokes one of the admin's sessions. Returns false when it is not theirs or already ended. */
export async function revokeSession(
  db: DbOrTx,
  adminId: string,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const ended = await revokeLive(
    db,
    at,
    and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId)),
  );
  return ended > 0;
}

/** Revokes every session of the admin (a password reset). */
export async function revokeAllSessions(db: DbOrTx, adminId: string, at: Date): Promise<void> {
  await revokeLive(db, at, eq(adminSessions.adminId, adminId));
}

/** Revokes every session of the admin but `keepSessionId` (a password change, "sign out everywhere else"). */
export function revokeOtherSessions(
  db: DbOrTx,
  adminId: string,
  keepSessionId: string,
  at: Date,
): Promise<number> {
  return revokeLive(db, at, and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}

/** The admin's live sessions (not revoked, not expired), newest first. */
export async function listLiveSessions(db: DbOrTx, adminId: string, now: Date): Promise<AdminSessionRow[]> {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(adminSessions.createdAt), desc(adminSessions.id));
}

/** The user agents of the account's sessions still kept (live, revoked or expired but not yet purged). */
export async function listSessionUserAgents(db: DbOrTx, adminId: string): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ userAgent: adminSessions.userAgent })
    .from(adminSessions)
    .where(eq(adminSessions.adminId, adminId));
  return rows.map((r) => r.userAgent);
}
