import 'server-only';
import { SHUTDOWN_GRACE_MS } from '@/lib/constants/infrastructure';
import { closeDb } from '@/lib/server/db/client';
import { closeDatabaseProbe } from '@/lib/server/db/probe';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.mjs';
import { closeRedisHealthClient } from '@/lib/server/cache/redis-health';
import { stopJobRunner } from '@/lib/server/jobs';
import { flushAnalyticsEvents } from '@/lib/server/analytics';
import { markDraining } from './lifecycle';
import { getLogger } from '@/lib/server/log';

const log = getLogger('shutdown');

/**
 * SIGTERM (a rolling restart, `docker stop`, systemd): Next's own handler (start-server.js) stops
 * accepting connections, waits for the requests in flight, then calls process.exit. It neither bounds
 * that wait nor closes our database pool and Redis client. So this:
 * - marks the process as draining (/api/health/ready answers 503, so a balancer stops sending) and
 *   stops the job runner's ticks;
 * - writes the buffered readership events, then runs the pool's and Redis's close before Next's exit, once the requests in flight are done and
 *   the connections closed without a reset (lib/server/http/drain.ts, installed by instrumentation.ts);
 * - exits anyway after SHUTDOWN_GRACE_MS, so a hung request cannot hold a deploy.
 */

async function closeResources(): Promise<void> {
  // The readership events still buffered go in before the pool closes (a failed flush loses them).
  await flushAnalyticsEvents();
  const state = sharedCacheState();
  await Promise.allSettled([closeDb(), closeDatabaseProbe(), state.close?.(), closeRedisHealthClient()]);
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
  // Before Next's handler (registered when its server started listening, before this runs), so
  // readiness says draining as soon as the server stops listening.
  process.prependOnceListener('SIGTERM', () => {
    markDraining();
    // No new tick; a run in flight is a request the drain waits for (or its lease expires elsewhere).
    stopJobRunner();
    log.info(`[ailex] SIGTERM: finishing requests in flight (at most ${graceMs / 1000} s), then exiting`);
    setTimeout(() => {
      log.warn('[ailex] requests still in flight after the grace period: exiting anyway');
      void closeOnce().finally(() => exit(143));
    }, graceMs).unref();
  });
}
