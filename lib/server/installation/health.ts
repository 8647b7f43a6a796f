import 'server-only';
import { checkDatabaseHealth } from '@/lib/server/system';
import { checkStorageHealth } from '@/lib/server/media';
import { pingRedis } from '@/lib/server/cache/redis-health';
import { getConfig } from '@/lib/config';
import packageJson from '@/package.json';
import { isDraining } from './shutdown';

/** What a load balancer's health check reads: every dependency, and which of them are down. */
export interface ServiceHealth {
  status: 'ok' | 'degraded';
  /** Names of the dependencies that do not answer ('database', 'redis', 'storage'); empty when all is well. */
  down: string[];
  database: { ok: boolean; latencyMs: number };
  cache: { ok: boolean; kind: 'redis' | 'local' };
  storage: { ok: boolean; kind: 'local' | 'supabase' };
  /** Present (true) once SIGTERM was received: the balancer should stop sending new requests here. */
  draining?: true;
  version: string;
}

export async function checkServiceHealth(): Promise<ServiceHealth> {
  const { redisUrl } = getConfig();
  const [database, storage, redisOk] = await Promise.all([
    checkDatabaseHealth(),
    checkStorageHealth(),
    redisUrl ? pingRedis(redisUrl) : Promise.resolve(true),
  ]);
  const cache = { ok: redisOk, kind: redisUrl ? ('redis' as const) : ('local' as const) };
  const down = [
    ...(database.ok ? [] : ['database']),
    ...(cache.ok ? [] : ['redis']),
    ...(storage.ok ? [] : ['storage']),
  ];
  const draining = isDraining();
  return {
    status: down.length === 0 && !draining ? 'ok' : 'degraded',
    down,
    database: { ok: database.ok, latencyMs: database.latencyMs },
    cache,
    storage,
    ...(draining ? { draining: true as const } : {}),
    version: packageJson.version,
  };
}
