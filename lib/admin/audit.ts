/** What the audit log records: sign-in and recovery events, and content changes. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  lockout: 'auth.lockout',
  signInLinkSent: 'auth.sign_in_link_sent',
  resetRequested: 'auth.reset_requested',
  resetDone: 'auth.reset_done',
  logout: 'auth.logout',
  sessionEnded: 'auth.session_ended',
  otherSessionsEnded: 'auth.other_sessions_ended',
  passwordChanged: 'auth.password_changed',
  twoFactorEnabled: 'auth.2fa_enabled',
  twoFactorDisabled: 'auth.2fa_disabled',
  recoveryCodeUsed: 'auth.recovery_code_used',
  currentPasswordFailed: 'auth.current_password_failed',
  twoFactorCodeFailed: 'auth.2fa_code_failed',
  reauthLocked: 'auth.reauth_locked',
  userInvited: 'user.invited',
  inviteAccepted: 'user.invite_accepted',
  inviteRevoked: 'user.invite_revoked',
  roleChanged: 'user.role_changed',
  userDisabled: 'user.disabled',
  userEnabled: 'user.enabled',
  userSessionsEnded: 'user.sessions_ended',
  nameChanged: 'user.name_changed',
  emailChangeRequested: 'user.email_change_requested',
  emailChanged: 'user.email_changed',
  requireTwoFactorChanged: 'settings.require_2fa_changed',
  settingsChanged: 'settings.changed',
  maintenanceChanged: 'maintenance.changed',
  maintenanceWindowScheduled: 'maintenance.window_scheduled',
  maintenanceWindowCancelled: 'maintenance.window_cancelled',
  backupCreated: 'backup.created',
  backupDownloaded: 'backup.downloaded',
  subscriberErased: 'newsletter.subscriber_erased',
  articleCreated: 'article.created',
  articleUpdated: 'article.updated',
  articlePublished: 'article.published',
  articleScheduled: 'article.scheduled',
  articleUnpublished: 'article.unpublished',
  articleRestored: 'article.revision_restored',
  articleDeleted: 'article.deleted',
  previewLinkCreated: 'article.preview_link_created',
  previewLinksRevoked: 'article.preview_links_revoked',
  articleTrashed: 'article.trashed',
  articleRestoredFromTrash: 'article.restored_from_trash',
  articlePurged: 'article.purged',
  categoryCreated: 'category.created',
  categoryUpdated: 'category.updated',
  categoryDeleted: 'category.deleted',
  translationUpdated: 'translation.updated',
  translationApproved: 'translation.approved',
  imagesUploaded: 'images.uploaded',
  imagesDeleted: 'images.deleted',
  imageAltChanged: 'image.alt_changed',
  jobRun: 'job.run',
  campaignCreated: 'newsletter.campaign_created',
  campaignSent: 'newsletter.campaign_sent',
  campaignScheduled: 'newsletter.campaign_scheduled',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** How the dashboard names each action. */
export const AUDIT_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.lockout': 'Account locked after failed sign-ins',
  'auth.sign_in_link_sent': 'Sign-in link mailed (right password during a lock)',
  'auth.reset_requested': 'Password reset requested',
  'auth.reset_done': 'Password reset',
  'auth.logout': 'Signed out',
  'auth.session_ended': 'Ended another session',
  'auth.other_sessions_ended': 'Signed out everywhere else',
  'auth.password_changed': 'Password changed',
  'auth.2fa_enabled': 'Two-factor sign-in turned on',
  'auth.2fa_disabled': 'Two-factor sign-in turned off',
  'auth.recovery_code_used': 'Signed in with a recovery code',
  'auth.current_password_failed': 'Wrong current password (signed in)',
  'auth.2fa_code_failed': 'Wrong two-factor code (signed in)',
  'auth.reauth_locked': 'Password or code checks paused after wrong answers',
  'user.invited': 'User invited',
  'user.invite_accepted': 'Invitation accepted',
  'user.invite_revoked': 'Invitation removed',
  'user.role_changed': 'Role changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled again',
  'user.sessions_ended': "Ended another user's sessions",
  'user.name_changed': 'Name changed',
  'user.email_change_requested': 'Email change requested (link sent to the new address)',
  'user.email_changed': 'Email changed',
  'settings.require_2fa_changed': 'Two-factor requirement changed',
  'backup.created': 'Backup created',
  'backup.downloaded': 'Backup downloaded',
  'newsletter.subscriber_erased': 'Newsletter subscriber erased',
  'settings.changed': 'Site settings changed',
  'maintenance.changed': 'Maintenance mode turned on or off',
  'maintenance.window_scheduled': 'Maintenance window scheduled',
  'maintenance.window_cancelled': 'Maintenance window cancelled',
  'article.created': 'Article created',
  'article.updated': 'Article updated',
  'article.published': 'Article published',
  'article.scheduled': 'Article scheduled',
  'article.unpublished': 'Article taken off the site',
  'article.revision_restored': 'Article revision restored',
  'article.deleted': 'Article deleted',
  'article.preview_link_created': 'Preview link created',
  'article.preview_links_revoked': 'Preview links revoked',
  'article.trashed': 'Article moved to the trash',
  'article.restored_from_trash': 'Article restored from the trash',
  'article.purged': 'Article deleted for good',
  'category.created': 'Category created',
  'category.updated': 'Category updated',
  'category.deleted': 'Category deleted',
  'translation.updated': 'Translation updated',
  'translation.approved': 'Translation approved',
  'images.uploaded': 'Images uploaded',
  'images.deleted': 'Images deleted',
  'image.alt_changed': 'Image alt text changed',
  'job.run': 'Job run by hand',
  'newsletter.campaign_created': 'Newsletter campaign created',
  'newsletter.campaign_sent': 'Newsletter campaign sent',
  'newsletter.campaign_scheduled': 'Newsletter campaign scheduled',
};

/**
 * The actions an editor sees in Recent Activity besides their own account's (issue 33 point 1): changes
 * to content. Other people's sign-ins, lockouts and addresses are an admin's to see.
 */
export const CONTENT_AUDIT_PREFIXES = ['article.', 'category.', 'translation.', 'images.'] as const;

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
