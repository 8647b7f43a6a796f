import 'server-only';
import { randomBytes } from 'node:crypto';
import { CRON_ALL_DUE_JOBS } from '@/lib/constants/jobs';
import { getLogger } from '@/lib/server/log';

const log = getLogger('jobs');

/** A run can take minutes (a backup); a request that hangs longer than this is given up, not the loop. */
const TICK_REQUEST_TIMEOUT_MS = 30 * 60_000;

interface RunnerState {
  /** The bearer the ticks carry: POST /api/cron/due accepts it as it accepts CRON_SECRET. */
  token: string;
  timer: NodeJS.Timeout | undefined;
  stopped: boolean;
}

// On globalThis: instrumentation.ts starts the runner and the cron route handler checks its token,
// and the two are separate bundles with module instances of their own (as lib/server/installation/lifecycle.ts).
const KEY = Symbol.for('ailex.jobs.runner');
const store = globalThis as typeof globalThis & { [KEY]?: RunnerState };

/** The token of this process's runner, when one runs: what a tick's request carries. */
export function inProcessRunnerToken(): string | undefined {
  const state = store[KEY];
  return state && !state.stopped ? state.token : undefined;
}

/**
 * Where the ticks go: this server. It listens on HOSTNAME (a standalone server.js) or on every
 * interface (`next start` without -H), so the loopback address unless HOSTNAME names one address.
 */
export function tickUrl(env: Record<string, string | undefined> = process.env): string {
  const host = env.HOSTNAME && !['0.0.0.0', '::', '[::]'].includes(env.HOSTNAME) ? env.HOSTNAME : '127.0.0.1';
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostPart}:${env.PORT || 3000}/api/cron/${CRON_ALL_DUE_JOBS}`;
}

/**
 * Starts the in-process runner (a Node host; JOBS_RUNNER=off on serverless). Every `tickMs` it asks
 * its own server to run the due jobs, `POST /api/cron/due` with a bearer only this process knows:
 * the jobs then run inside a request, where Next's revalidateTag/revalidatePath work (they throw
 * outside one), through the same code a serverless cron request takes. The next tick is timed from
 * the end of the last one, so ticks never overlap. `tick` is for tests.
 */
export function startJobRunner(
  tickMs: number,
  tick: (url: string, token: string) => Promise<void> = requestTick,
): void {
  if (inProcessRunnerToken()) return;
  const state: RunnerState = {
    token: randomBytes(32).toString('base64url'),
    timer: undefined,
    stopped: false,
  };
  store[KEY] = state;
  const schedule = () => {
    if (state.stopped) return;
    state.timer = setTimeout(() => {
      tick(tickUrl(), state.token)
        .catch((err: unknown) => log.warn({ err }, `[jobs] tick failed: ${describe(err)}`))
        .finally(schedule);
    }, tickMs);
    // A tick pending never keeps the process alive (scripts, SIGTERM).
    state.timer.unref();
  };
  schedule();
  log.info(`[jobs] in-process runner started: a tick every ${tickMs / 1000} s`);
}

/** SIGTERM: no new tick; a run in flight is a request like any other, which the drain waits for. */
export function stopJobRunner(): void {
  const state = store[KEY];
  if (!state) return;
  state.stopped = true;
  clearTimeout(state.timer);
}

async function requestTick(url: string, token: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TICK_REQUEST_TIMEOUT_MS),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname} answered ${res.status}`);
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
