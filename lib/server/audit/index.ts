import 'server-only';

/* Audit: the security log of admin actions (sign-ins, lockouts, content changes). */

export { AUDIT_ACTIONS, recordAudit } from './service';
export { listRecentAuditEntries, type AuditEntry } from './repository';
