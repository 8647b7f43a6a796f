import 'server-only';
import { checkDatabaseHealth } from '@/lib/server/system';
import { checkStorageHealth } from '@/lib/server/media';
import { pingRedis } from '@/lib/server/cache/redis-health';
import { getConfig } from '@/lib/config';
import packageJson from '@/package.json';
import { hasStarted, isDraining } from './lifecycle';

/*
 * Three answers for three readers (issue 34):
 * - live: the process serves (a supervisor restarts it otherwise); nothing is checked, so an outage of
 *   a dependency never gets a healthy process killed;
 * - ready: send it traffic. Only what makes every request fail counts: draining, start-up not done, the
 *   database unreachable. Redis and image storage down degrade the site (pages still serve), so a
 *   balancer must not take every instance out for them;
 * - the detailed report, for people and monitoring: every dependency, ok / degraded / down.
 */

/** Why an instance should not get traffic: SIGTERM received, start-up not done (or failed), database down. */
type UnreadyReason = 'draining' | 'starting' | 'database';

export type Readiness = { ready: true } | { ready: false; reason: UnreadyReason };

type HealthStatus = 'ok' | 'degraded' | 'down';

interface HealthChecks {
  server: { ok: boolean; started: boolean; draining: boolean };
  database: { ok: boolean; latencyMs: number };
  cache: { ok: boolean; kind: 'redis' | 'local' };
  storage: { ok: boolean; kind: 'local' | 'supabase' };
}

/** The detailed report (GET /api/health). */
export interface ServiceHealth {
  /** down: not ready (database, draining, start-up); degraded: ready, but Redis or storage does not answer. */
  status: HealthStatus;
  checks: HealthChecks;
  /** Names of the dependencies that do not answer ('database', 'redis', 'storage'); empty when all is well. */
  down: string[];
  version: string;
}

function serverCheck(): HealthChecks['server'] {
  const started = hasStarted();
  const draining = isDraining();
  return { ok: started && !draining, started, draining };
}

export async function checkReadiness(): Promise<Readiness> {
  // The cheap answers first: a draining instance is not asked for a database round-trip.
  if (isDraining()) return { ready: false, reason: 'draining' };
  if (!hasStarted()) return { ready: false, reason: 'starting' };
  const database = await checkDatabaseHealth();
  return database.ok ? { ready: true } : { ready: false, reason: 'database' };
}

export async function checkServiceHealth(): Promise<ServiceHealth> {
  const { redisUrl } = getConfig();
  const [database, storage, redisOk] = await Promise.all([
    checkDatabaseHealth(),
    checkStorageHealth(),
    redisUrl ? pingRedis(redisUrl) : Promise.resolve(true),
  ]);
  const server = serverCheck();
  const cache = { ok: redisOk, kind: redisUrl ? ('redis' as const) : ('local' as const) };
  const down = [
    ...(database.ok ? [] : ['database']),
    ...(cache.ok ? [] : ['redis']),
    ...(storage.ok ? [] : ['storage']),
  ];
  const status: HealthStatus =
    !server.ok || !database.ok ? 'down' : !cache.ok || !storage.ok ? 'degraded' : 'ok';
  return {
    status,
    checks: {
      server,
      database: { ok: database.ok, latencyMs: database.latencyMs },
      cache,
      storage,
    },
    down,
    version: packageJson.version,
  };
}
