import 'server-only';
import { createClient } from 'redis';

const REDIS_HEALTH_TIMEOUT_MS = 1000;

type HealthClient = ReturnType<typeof createClient>;
let client: HealthClient | undefined;

/**
 * One PING to REDIS_URL for the health check, on a connection of its own: the cache handler's client
 * lives outside the bundle and is created only at the first cache use. Down, it answers false within
 * a second (no offline queue) and keeps reconnecting in the background.
 */
export async function pingRedis(url: string): Promise<boolean> {
  if (!client) {
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: REDIS_HEALTH_TIMEOUT_MS, reconnectStrategy: () => 2000 },
    });
    // Errors are the answer (false), not an unhandled event.
    client.on('error', () => {});
    client.connect().catch(() => {});
  }
  const current = client;
  try {
    const pong = await Promise.race([
      // Wait for a first connection attempt instead of failing the very first check.
      (current.isReady ? Promise.resolve() : new Promise((resolve) => current.once('ready', resolve))).then(
        () => current.ping(),
      ),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timed out')), REDIS_HEALTH_TIMEOUT_MS).unref(),
      ),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

export async function closeRedisHealthClient(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.close().catch(() => current.destroy());
}
