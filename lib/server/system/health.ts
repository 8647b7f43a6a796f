import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { isDatabaseUnavailable } from '@/lib/server/db/outage';
import { pingDatabase } from './database';

const HEALTH_TIMEOUT_MS = 2000;

export interface DatabaseHealth {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

/** Round-trips `select 1`; a database that does not answer within 2 s counts as down. */
export async function checkDatabase(db: Db): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), HEALTH_TIMEOUT_MS).unref()),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: err instanceof Error ? err.message : 'unknown error',
    };
  }
}

/**
 * Whether the database refuses or drops connections right now, for the cache's last good copies
 * (docs/adr/0104): only a connection-class failure counts. A ping that is merely slow (a pool busy
 * with the renders a publish set off) is not an outage, and must not serve the page from before the
 * publish; a database that really stopped answering fails the render, which the outage page then
 * answers with the copy.
 */
export async function databaseRefusesConnections(db: Db): Promise<boolean> {
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS).unref()),
    ]);
    return false;
  } catch (err) {
    return isDatabaseUnavailable(err);
  }
}
