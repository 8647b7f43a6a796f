import 'server-only';
import http from 'node:http';
import { SHUTDOWN_GRACE_MS } from '@/lib/constants/infrastructure';
import { closeDb } from '@/lib/server/db/client';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.mjs';
import { closeRedisHealthClient } from '@/lib/server/cache/redis-health';
import { isDraining, markDraining } from './lifecycle';

/**
 * SIGTERM (a rolling restart, `docker stop`, systemd): Next's own handler (start-server.js) stops
 * accepting connections, waits for the requests in flight, then calls process.exit. It neither bounds
 * that wait nor closes our database pool and Redis client. So this:
 * - marks the process as draining (/api/health/ready answers 503, so a balancer stops sending);
 * - runs the pool's and Redis's close before Next's exit, once the requests in flight are done;
 * - exits anyway after SHUTDOWN_GRACE_MS, so a hung request cannot hold a deploy.
 */
/** Responses not yet finished: at SIGTERM, the ones whose headers are not sent yet close their connection. */
const unfinished = new Set<http.ServerResponse>();

/**
 * Every answer given while draining says `Connection: close`, and the connection ends after it. Next's
 * server.close() ends only idle connections: a proxy that keeps its connections busy (nginx's
 * `keepalive` upstream under load) went on sending requests on them until the grace timer cut them,
 * and a POST cut that way is answered 502 by nginx (it never retries a request it has sent). Closed
 * after the answer, nginx opens a new connection instead, is refused, and retries on the other instance.
 */
function closeConnectionsWhileDraining(): void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitClosingWhileDraining(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    const res = args[1];
    if (event === 'request' && res instanceof http.ServerResponse) {
      if (isDraining()) res.shouldKeepAlive = false;
      else {
        unfinished.add(res);
        res.once('close', () => unfinished.delete(res));
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

async function closeResources(): Promise<void> {
  const state = sharedCacheState();
  await Promise.allSettled([closeDb(), state.close?.(), closeRedisHealthClient()]);
}

export function installGracefulShutdown(graceMs: number = SHUTDOWN_GRACE_MS): void {
  let closing: Promise<void> | undefined;
  const closeOnce = () => (closing ??= closeResources());
  const exit = process.exit.bind(process);
  // Next's handler ends with process.exit once the server has closed: close our pools first. Any
  // other exit goes the same way (the close is bounded by the grace timer below).
  process.exit = function exitAfterClosing(code?: number | string | null): never {
    void closeOnce().finally(() => exit(code));
    // process.exit never returns; neither does this, until the close above ends the process.
    return undefined as never;
  };
  closeConnectionsWhileDraining();
  process.once('SIGTERM', () => {
    markDraining();
    for (const res of unfinished) if (!res.headersSent) res.shouldKeepAlive = false;
    unfinished.clear();
    console.info(`[ailex] SIGTERM: finishing requests in flight (at most ${graceMs / 1000} s), then exiting`);
    setTimeout(() => {
      console.warn('[ailex] requests still in flight after the grace period: exiting anyway');
      void closeOnce().finally(() => exit(143));
    }, graceMs).unref();
  });
}
