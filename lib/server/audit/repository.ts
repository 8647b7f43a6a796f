import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { auditLog, websiteAdmins } from '@/lib/server/db/schema';
import type { AuditEntry } from '@/lib/admin/audit';

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

export async function listRecentAuditEntries(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      adminName: websiteAdmins.name,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(websiteAdmins, eq(websiteAdmins.id, auditLog.adminId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
