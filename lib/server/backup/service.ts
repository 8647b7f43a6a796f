import 'server-only';
import { getConfig } from '@/lib/config';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { AdminSession } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/errors';
import { getMediaStorage } from '@/lib/server/media';
import { BACKUP_FILE_SUFFIX } from './format';
import { writeBackup } from './export';
import { createBackupStore, newBackupId, type BackupStore, type StoredBackup } from './store';

const BACKUP_MESSAGES = {
  notFound: 'Backup not found',
} as const;

let store: BackupStore | undefined;

/** The running server's backup store, from its configuration (created once). */
function getBackupStore(): BackupStore {
  store ??= createBackupStore(getConfig());
  return store;
}

/** For tests that give the store a directory of their own. */
export function setBackupStoreForTests(next: BackupStore | undefined): void {
  store = next;
}

/**
 * Writes a backup into the store and keeps only the newest BACKUP_KEEP. Never with secrets: the API and
 * the job have no passphrase to seal them with, and a stored archive is one a download hands out.
 */
async function createAndPrune(db: Db, now: Date): Promise<{ backup: StoredBackup; pruned: string[] }> {
  const backups = getBackupStore();
  const id = newBackupId(now);
  await backups.save(id, (out) => writeBackup(db, getMediaStorage(), out, { now }));
  const all = await backups.list();
  const backup = all.find((b) => b.id === id);
  if (!backup) throw new Error(`backup ${id} is missing from the store right after it was written`);
  const pruned = all
    .filter((b) => b.id !== id)
    .slice(Math.max(getConfig().backupKeep - 1, 0))
    .map((b) => b.id);
  await backups.remove(pruned);
  return { backup, pruned };
}

/** POST /api/admin/backups: a backup now, audited as the admin's. */
export async function createBackup(
  db: Db,
  session: AdminSession,
  ipAddress: string | null,
): Promise<{ backup: StoredBackup }> {
  const now = new Date();
  const { backup, pruned } = await createAndPrune(db, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.backupCreated,
    adminId: session.user.id,
    detail: { id: backup.id, sizeBytes: backup.sizeBytes, pruned },
    ipAddress,
    at: now,
  });
  return { backup };
}

/** The daily job's backup (the jobs runner calls this): the same as the button's, by no one. */
export async function createScheduledBackup(db: Db): Promise<{ backup: StoredBackup; pruned: string[] }> {
  const now = new Date();
  const result = await createAndPrune(db, now);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.backupCreated,
    detail: {
      id: result.backup.id,
      sizeBytes: result.backup.sizeBytes,
      pruned: result.pruned,
      scheduled: true,
    },
    at: now,
  });
  return result;
}

/** GET /api/admin/backups: newest first. */
export async function listBackups(): Promise<{ backups: StoredBackup[] }> {
  return { backups: await getBackupStore().list() };
}

/** GET /api/admin/backups/{id}/download: the archive as a stream, audited (it holds every lead's address). */
export async function openBackupDownload(
  db: Db,
  id: string,
  session: AdminSession,
  ipAddress: string | null,
): Promise<{ filename: string; body: ReadableStream<Uint8Array>; sizeBytes: number }> {
  const opened = await getBackupStore().open(id);
  if (!opened) throw new NotFoundError(BACKUP_MESSAGES.notFound);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.backupDownloaded,
    adminId: session.user.id,
    detail: { id },
    ipAddress,
  });
  return { filename: `ailex-backup-${id}${BACKUP_FILE_SUFFIX}`, ...opened };
}
