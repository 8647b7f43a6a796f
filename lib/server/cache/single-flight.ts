import 'server-only';

const inFlight = new Map<string, { generation: number; run: Promise<unknown> }>();
/**
 * Bumped by every content write (revalidate.ts): a read that started before it is not shared after it.
 * On globalThis: the route handler that writes and the page that reads may hold separate copies of
 * this module (Next bundles each route on its own).
 */
const GENERATION = Symbol.for('ailex.contentWriteGeneration');
const generation = (): number => {
  const value: unknown = Reflect.get(globalThis, GENERATION);
  return typeof value === 'number' ? value : 0;
};

/**
 * Concurrent callers with the same key share one run of `fn` (its result or its error); the next call
 * after it settles runs again. Next's data cache does not merge concurrent misses: 50 cold reads of one
 * article each read the row and wrote the entry (issue 36 point 3); through this, one does. A caller
 * that comes after a content write never joins a run that started before it: it would get the content
 * as it was before the write (an index rendered just after a publish, without the article).
 */
export function singleFlight<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running && running.generation === generation()) return running.run as Promise<T>;
  const entry = { generation: generation(), run: fn() };
  entry.run = entry.run.finally(() => {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  });
  inFlight.set(key, entry);
  return entry.run;
}

/** A content write happened: reads already running are not shared with anyone who asks from now on. */
export function afterContentWrite(): void {
  Reflect.set(globalThis, GENERATION, generation() + 1);
}
