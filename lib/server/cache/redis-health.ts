import 'server-only';
import { createClient } from 'redis';

const REDIS_HEALTH_TIMEOUT_MS = 1000;

let connection: ReturnType<typeof connect> | undefined;

/** The client, and `firstAttempt`: settles once its first connection attempt has ended, either way. */
function connect(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_HEALTH_TIMEOUT_MS, reconnectStrategy: () => 2000 },
  });
  // Errors are the answer (false), not an unhandled event.
  client.on('error', () => {});
  // One wait per client, shared by every check. A `once('ready')` per check stayed registered for as
  // long as Redis was down: a balancer polling the health check during an outage piled them up until
  // Node warned "MaxListenersExceededWarning: 11 ready listeners" (issue 34).
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    // A refused first attempt ends the wait too: the client then retries in the background.
    client.once('error', () => resolve());
  });
  client.connect().catch(() => {});
  return { client, firstAttempt };
}

function timeout(): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error('timed out')), REDIS_HEALTH_TIMEOUT_MS).unref(),
  );
}

/**
 * One PING to REDIS_URL for the health check, on a connection of its own: the cache handler's client
 * lives outside the bundle and is created only at the first cache use. Down, it answers false within
 * a second (no offline queue) and keeps reconnecting in the background.
 */
export async function pingRedis(url: string): Promise<boolean> {
  connection ??= connect(url);
  const { client, firstAttempt } = connection;
  try {
    // The very first check waits for the first connection attempt instead of failing at once.
    await Promise.race([firstAttempt, timeout()]);
    if (!client.isReady) return false;
    return (await Promise.race([client.ping(), timeout()])) === 'PONG';
  } catch {
    return false;
  }
}

export async function closeRedisHealthClient(): Promise<void> {
  const current = connection?.client;
  connection = undefined;
  await current?.close().catch(() => current.destroy());
}
