import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as service from './service';

/*
 * Backup: one archive of every table, the uploaded images and the settings, restorable into PGlite or
 * PostgreSQL (issue 37 section 4; docs/adr/0108, docs/backup-format.md).
 */

export const createBackup = withDb(service.createBackup);
export const listBackups = service.listBackups;
export const openBackupDownload = withDb(service.openBackupDownload);
/** For the jobs runner: a backup into the store, pruned to BACKUP_KEEP. Takes the database it runs on. */
export const createScheduledBackup = service.createScheduledBackup;
export { setBackupStoreForTests } from './service';
export { writeBackup } from './export';
export { restoreBackup, restoreBackupFile, RESTORE_MESSAGES, type RestoreSummary } from './restore';
export { WRONG_PASSPHRASE } from './seal';
export { createLocalBackupStore } from './store';
export { backupTables } from './tables';
export { assertStrongPassphrase, readPassphrase } from './passphrase';
