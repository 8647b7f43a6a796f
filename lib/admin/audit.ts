/** What the audit log records: sign-in and recovery events, and content changes. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  lockout: 'auth.lockout',
  resetRequested: 'auth.reset_requested',
  resetDone: 'auth.reset_done',
  logout: 'auth.logout',
  sessionEnded: 'auth.session_ended',
  categoryCreated: 'category.created',
  categoryUpdated: 'category.updated',
  categoryDeleted: 'category.deleted',
  translationUpdated: 'translation.updated',
  translationApproved: 'translation.approved',
  imagesUploaded: 'images.uploaded',
  imagesDeleted: 'images.deleted',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** How the dashboard names each action. */
export const AUDIT_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.lockout': 'Account locked after failed sign-ins',
  'auth.reset_requested': 'Password reset requested',
  'auth.reset_done': 'Password reset',
  'auth.logout': 'Signed out',
  'auth.session_ended': 'Ended another session',
  'category.created': 'Category created',
  'category.updated': 'Category updated',
  'category.deleted': 'Category deleted',
  'translation.updated': 'Translation updated',
  'translation.approved': 'Translation approved',
  'images.uploaded': 'Images uploaded',
  'images.deleted': 'Images deleted',
};

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
