import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { checkDatabase as check, databaseRefusesConnections, type DatabaseHealth } from './health';

/* System: the application's own health. */

export type { DatabaseHealth } from './health';

/** The database's health; one that cannot even be opened is as down as one that does not answer. */
export function checkDatabaseHealth(): Promise<DatabaseHealth> {
  return getDb().then(check, () => ({ ok: false, latencyMs: 0 }));
}

/** For the cache's last good copies (ADR 0104): the database answers, or is merely slow. */
export function databaseTakesConnections(): Promise<boolean> {
  return getDb().then(
    async (db) => !(await databaseRefusesConnections(db)),
    () => false,
  );
}

export { checkDatabase } from './health';
