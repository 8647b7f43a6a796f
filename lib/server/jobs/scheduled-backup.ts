import 'server-only';
import type { Db } from '@/lib/server/db/client';

/**
 * The daily `backup` job's work. A stand-in until the backups part of issue 37 (lib/server/backup,
 * built on another branch) lands: the lead replaces this body with
 * `export { createScheduledBackup } from '@/lib/server/backup';`, and nothing else changes. Until then
 * the job succeeds without writing anything and says so in its run's detail.
 */
export const createScheduledBackup: (db: Db) => Promise<Record<string, unknown>> = async () => ({
  skipped: 'backups are not installed in this version',
});
