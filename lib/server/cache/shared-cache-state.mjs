// @ts-check
// Shared between the cache handler (loaded by Next outside the bundle) and the app's own code (health,
// start-up, shutdown): one process-wide record under a registered symbol, since the two are separate
// module graphs in one process.

/**
 * @typedef {object} SharedCacheState
 * @property {'redis' | 'local'} kind which cache this process uses
 * @property {boolean} ready whether Redis answers right now ('local': always true)
 * @property {string | undefined} lastError the last Redis error message of the current outage
 * @property {string | undefined} namespace the key prefix's database identity, set by start-up
 * @property {(() => Promise<void>) | undefined} close closes the Redis client (SIGTERM)
 * @property {{ tags: ReadonlySet<string>; before: number } | undefined} renderAgain pages on disk that
 *   read one of these tags and were stored before this time are misses (set by start-up: the build
 *   prerenders with the default settings, docs/adr/0106)
 */

const KEY = Symbol.for('ailex.shared-cache-state');

/** @returns {SharedCacheState} */
export function sharedCacheState() {
  /** @type {Record<symbol, SharedCacheState | undefined>} */
  const store = /** @type {never} */ (globalThis);
  let state = store[KEY];
  if (!state) {
    state = {
      kind: 'local',
      ready: true,
      lastError: undefined,
      namespace: undefined,
      close: undefined,
      renderAgain: undefined,
    };
    store[KEY] = state;
  }
  return state;
}
