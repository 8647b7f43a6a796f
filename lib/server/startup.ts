import 'server-only';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/server/db/client';
import { ensureAuthSecret } from '@/lib/server/auth/secret';
import { prepareInstallation } from '@/lib/server/services/installation';
import { ensureCacheMatchesDatabase } from '@/lib/server/cache-identity';

/** Runs once per server process before the first request: config, secret, migrations, admin, seed. */
export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    if (process.env.NODE_ENV === 'production' && !config.trustedProxyHopsExplicit) {
      console.warn(
        '[ailex] TRUSTED_PROXY_HOPS is not set: assuming 1 proxy that overwrites X-Forwarded-For. ' +
          'Without such a proxy a client can forge its address; set TRUSTED_PROXY_HOPS=0 (global limits) or the number of proxies.',
      );
    }
    await ensureAuthSecret(config);
    // getDb applies pending migrations on the embedded default; the admin and seed come after.
    const db = await getDb();
    await prepareInstallation(db, config);
    // Before the first request: a cache filled from another database is never served.
    await ensureCacheMatchesDatabase(db);
  } catch (err) {
    console.error(`[ailex] start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    if (err instanceof Error && err.cause) console.error(err.cause);
    // Nothing half-starts: a server that cannot reach a valid configuration or database exits.
    process.exit(1);
  }
}
