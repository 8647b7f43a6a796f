import 'server-only';
import { after } from 'next/server';
import { getLogger } from '@/lib/server/log';

const log = getLogger('after');

/** Work started outside a request scope that has not finished yet (see settleAfterResponse). */
const detached = new Set<Promise<void>>();

// Not `instanceof Error`: errors from Node's network layer can come from another realm (e.g. under Jest).
function describeError(err: unknown): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(err);
}

/**
 * Runs work the user need not wait for (a machine pre-fill, a mail) after the response is sent: Next's
 * after() inside a request, which also keeps a serverless function alive until it is done. Outside a
 * request scope (start-up, scripts, tests calling handler exports) after() throws, so the work runs
 * detached instead. Either way a failure is logged under `label` and never reaches the caller: what
 * the request committed stays committed.
 */
export function runAfterResponse(label: string, work: () => Promise<unknown>): void {
  const run = async (): Promise<void> => {
    try {
      await work();
    } catch (err) {
      log.error({ err }, `[after] ${label} failed: ${describeError(err)}`);
    }
  };
  try {
    after(run);
  } catch {
    const started = run().finally(() => detached.delete(started));
    detached.add(started);
  }
}

/** Resolves once all detached work started so far (and any it started in turn) has finished. */
export async function settleAfterResponse(): Promise<void> {
  while (detached.size > 0) await Promise.allSettled([...detached]);
}
