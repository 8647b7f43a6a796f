import 'server-only';

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Concurrent callers with the same key share one run of `fn` (its result or its error); the next call
 * after it settles runs again. Next's data cache does not merge concurrent misses: 50 cold reads of one
 * article each read the row and wrote the entry (issue 36 point 3); through this, one does.
 */
export function singleFlight<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const run = fn().finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}
