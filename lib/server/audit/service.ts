import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { AuditAction } from '@/lib/admin/audit';

// The action names live beside their labels (lib/admin/audit.ts); services import them from here.
export { AUDIT_ACTIONS } from '@/lib/admin/audit';
import { insertAuditEntry } from './repository';

export function recordAudit(
  db: Db,
  input: {
    action: AuditAction;
    adminId?: string | null;
    detail?: Record<string, unknown>;
    ipAddress?: string | null;
    at?: Date;
  },
): Promise<void> {
  return insertAuditEntry(db, {
    action: input.action,
    adminId: input.adminId ?? null,
    detail: input.detail ?? {},
    ipAddress: input.ipAddress ?? null,
    at: input.at ?? new Date(),
  });
}
