import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { insertAuditEntry } from '@/lib/server/repositories/audit-log';

/** What the audit log records about admin sessions and recovery. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  lockout: 'auth.lockout',
  resetRequested: 'auth.reset_requested',
  resetDone: 'auth.reset_done',
  logout: 'auth.logout',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

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
