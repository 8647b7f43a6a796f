import 'server-only';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/server/db/client';
import { ensureAuthSecret } from '@/lib/server/auth/secret';
import { ensureCacheMatchesDatabase } from '@/lib/server/cache-identity';

export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    await ensureAuthSecret(config);
    await ensureCacheMatchesDatabase(await getDb());
  } catch (err) {
    console.error(`[ailex] start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    if (err instanceof Error && err.cause) console.error(err.cause);
    // Nothing half-starts: a server that cannot reach a valid configuration or database exits.
    process.exit(1);
  }
}
