import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { checkDatabase as check, type DatabaseHealth } from './health';

/* System: the application's own health. */

export type { DatabaseHealth } from './health';

/** The database's health; one that cannot even be opened is as down as one that does not answer. */
export function checkDatabaseHealth(): Promise<DatabaseHealth> {
  return getDb().then(check, () => ({ ok: false, latencyMs: 0 }));
}

export { databaseTakesConnections } from '@/lib/server/db/probe';
export { checkDatabase } from './health';
