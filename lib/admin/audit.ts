/**
 * One audit-log entry as the dashboard shows it: the repository returns it and the admin components
 * render it. Isomorphic, since components never import lib/server.
 */
export interface AuditEntry {
  id: number;
  action: string;
  /** Null when the entry belongs to no admin account, e.g. a sign-in attempt for an unknown address. */
  adminName: string | null;
  detail: Record<string, unknown>;
  ipAddress: string | null;
  createdAt: Date;
}
