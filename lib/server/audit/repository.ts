import 'server-only';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { auditLog, websiteAdmins } from '@/lib/server/db/schema';
import { CONTENT_AUDIT_PREFIXES, type AuditEntry } from '@/lib/admin/audit';

export type { AuditEntry };

export async function insertAuditEntry(
  db: DbOrTx,
  input: {
    adminId: string | null;
    action: string;
    detail: Record<string, unknown>;
    ipAddress: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: input.adminId,
    action: input.action,
    detail: input.detail,
    ipAddress: input.ipAddress,
    createdAt: input.at,
  });
}

/**
 * The latest entries. `onlyFor` narrows them to what an editor may see: content changes by anyone and
 * the editor's own account events; the address is kept on their own entries only.
 */
export async function listRecentAuditEntries(
  db: DbOrTx,
  limit: number,
  onlyFor?: { adminId: string },
): Promise<AuditEntry[]> {
  const content = or(...CONTENT_AUDIT_PREFIXES.map((prefix) => sql`${auditLog.action} like ${`${prefix}%`}`));
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      adminId: auditLog.adminId,
      adminName: websiteAdmins.name,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, auditLog.adminId))
    .where(onlyFor ? or(content, eq(auditLog.adminId, onlyFor.adminId)) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ adminId, ipAddress, ...r }) => ({
    ...r,
    ipAddress: !onlyFor || adminId === onlyFor.adminId ? ipAddress : null,
    createdAt: new Date(r.createdAt),
  }));
}
