// @ts-check
// Loaded by Next's server through the cache handlers: plain ESM, no aliases, no 'server-only'.

/** After a render fails, the page waits this long before the next try (Next's own wait is up to 30 s). */
const RETRY_MS = 3000;
/** Keys whose last render failed, remembered at most: an outage does not grow memory without bound. */
const MAX_KEYS = 10_000;

/**
 * When rendering a stale page again fails (the database is down), Next stores the page it had back,
 * unchanged, dated now and good for up to 30 s more (ResponseCache.retainPreviousCacheEntry). Under a
 * stale mark (docs/adr/0117) that date made the page look newer than the write it has not shown, so
 * the edit stayed hidden 30 s after the database was back. Instead the page is kept as stored, stale
 * mark and all, and looks fresh for RETRY_MS only: one try every few seconds, the edit shown at the
 * first that succeeds.
 * @template {{ lastModified: number; value: unknown }} E a handler's cache entry
 */
export class FailedRenders {
  /** The values this handler served: the one Next stores back after a failed render is one of them. */
  served = new WeakSet();
  /** @type {Map<string, number>} key → when its next render may be tried */
  retryAt = new Map();

  /**
   * @param {string} key
   * @param {E} entry as stored
   * @returns {E} as Next should see it
   */
  read(key, entry) {
    if (typeof entry.value === 'object' && entry.value !== null) this.served.add(entry.value);
    const at = this.retryAt.get(key);
    if (at === undefined) return entry;
    if (Date.now() >= at) {
      this.retryAt.delete(key);
      return entry;
    }
    return { ...entry, lastModified: Date.now() };
  }

  /**
   * Whether this write is Next storing back a page it served because its new render failed: then it is
   * not written, and the key waits RETRY_MS before its next try.
   * @param {string} key
   * @param {unknown} value
   */
  isFailedRender(key, value) {
    if (typeof value !== 'object' || value === null || !this.served.has(value)) {
      this.retryAt.delete(key);
      return false;
    }
    if (this.retryAt.size >= MAX_KEYS) this.retryAt.clear();
    this.retryAt.set(key, Date.now() + RETRY_MS);
    return true;
  }
}
