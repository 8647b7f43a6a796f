import 'server-only';
import type { Db } from '@/lib/server/db/client';
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
