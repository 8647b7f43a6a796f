// @ts-check
// Loaded by the cache handlers (outside the bundle) and by instrumentation.ts (which registers the
// database probe): plain ESM, no aliases, no 'server-only'; shared state on globalThis.
import { rootLogger } from '../log/logger.mjs';
import { cacheLookups } from '../metrics/registry.mjs';

/*
 * The last good copy of every page and cached route this process served, to stand in while the
 * database is unreachable (issue 34; docs/adr/0104). An article write expires the pages it touches at
 * once (`revalidateTag(tag, { expire: 0 })`, lib/server/cache/revalidate.ts): Next then re-renders
 * before answering and has no stale copy to fall back on, so a page a publish expired just before an
 * outage answered the 503 page for the whole outage although this process had served it a second
 * earlier. With this, a lookup that misses asks the database probe, and only when the database does
 * not answer is the copy served, as if fresh: nothing is written back, so the first lookup after the
 * database returns renders the page anew. While the database answers, a miss stays a miss: an editor
 * who just pressed Publish never sees the old page.
 */

const log = rootLogger().child({ component: 'cache' });

/** Bytes of copies kept (CACHE_OUTAGE_COPIES_MB, default 32): the pages served most recently. */
const DEFAULT_MAX_MB = 32;
/** A "down" answer serves every miss for this long: an outage's burst of misses costs one probe a second. */
const PROBE_MEMO_MS = 1000;
/** An "up" answer serves the misses of this long only. */
const UP_MEMO_MS = 200;
const PROBE_KEY = Symbol.for('ailex.database-probe');
const PAGES_KEY = Symbol.for('ailex.outage-copy-pages');

/** @typedef {() => Promise<boolean>} DatabaseProbe */

/**
 * Installed by instrumentation.ts: whether the database answers now. Without one (tests of the
 * handlers alone, `next build`), every miss stays a miss.
 * @param {DatabaseProbe | undefined} probe
 */
export function registerDatabaseProbe(probe) {
  /** @type {Record<symbol, DatabaseProbe | undefined>} */
  const store = /** @type {never} */ (globalThis);
  store[PROBE_KEY] = probe;
}

/** @returns {DatabaseProbe | undefined} */
function registeredProbe() {
  /** @type {Record<symbol, DatabaseProbe | undefined>} */
  const store = /** @type {never} */ (globalThis);
  return store[PROBE_KEY];
}

/**
 * A page (APP_PAGE, PAGES) or route handler (APP_ROUTE) answer that a visitor could be shown again:
 * not a 404 or an error, not `unstable_cache` data (FETCH), which is no answer by itself.
 * @param {unknown} value
 */
function isServableAnswer(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, status } = /** @type {{ kind?: unknown; status?: unknown }} */ (value);
  return (
    (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') &&
    (status === undefined || status === 200)
  );
}

/** @param {unknown} part */
function bytesOf(part) {
  // A string's length, not its UTF-8 size: O(1) on every hit, and close enough for a bound.
  if (typeof part === 'string') return part.length;
  if (part instanceof Uint8Array) return part.byteLength;
  if (part instanceof Map) {
    let total = 0;
    for (const inner of part.values()) total += bytesOf(inner);
    return total;
  }
  return 0;
}

/** @param {unknown} value */
function sizeOf(value) {
  const { html, rscData, body, pageData, segmentData } = /** @type {Record<string, unknown>} */ (value);
  return 512 + bytesOf(html) + bytesOf(rscData) + bytesOf(body) + bytesOf(segmentData) + bytesOf(pageData);
}

/**
 * The HTML of the last good copy of the page at `pathname`, if this process has one: the last resort
 * of the outage page (lib/server/http/outage-page.ts) for a render the database's death cut short
 * after the probe had said it answers. Only what a visitor was shown: an App Router page with status 200.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function lastGoodPageHtml(pathname) {
  /** @type {Record<symbol, { pageHtml: (key: string) => string | undefined } | undefined>} */
  const store = /** @type {never} */ (globalThis);
  const copies = store[PAGES_KEY];
  if (!copies) return undefined;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: proxy.ts refuses those before a page renders; look it up as it came.
  }
  // Next's normalizePagePath: the root page is /index.
  /** @param {string} path */
  const key = (path) => (path === '/' ? '/index' : path);
  return copies.pageHtml(key(decoded)) ?? (decoded === pathname ? undefined : copies.pageHtml(key(pathname)));
}

/**
 * The copies of one cache handler (each handler module has its own: Next loads the handler once).
 * @template {{ lastModified: number; value: unknown }} E the handler's cache entry
 */
export class OutageCopies {
  /** @param {{ maxBytes?: number; probe?: () => DatabaseProbe | undefined; now?: () => number }} [options] */
  constructor(options = {}) {
    // Unset or empty: the default (Number('') would be 0, which turns the copies off).
    const configured = Number(process.env.CACHE_OUTAGE_COPIES_MB?.trim() || NaN);
    const maxMb = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_MAX_MB;
    this.maxBytes = options.maxBytes ?? maxMb * 1024 * 1024;
    this.probe = options.probe ?? registeredProbe;
    // Next ages entries on performance.timeOrigin + performance.now(), which drifts from Date.now() in
    // a long-lived process: a copy dated by the later of the two is never older than Next's "now".
    this.now =
      options.now ?? (() => Math.max(Date.now(), Math.ceil(performance.timeOrigin + performance.now())));
    /** Insertion order is recency: the first key is the one served longest ago. @type {Map<string, { entry: E; bytes: number }>} */
    this.copies = new Map();
    this.bytes = 0;
    /** @type {{ at: number; pending: boolean; answers: boolean; result: Promise<boolean> } | undefined} */
    this.lastProbe = undefined;
    this.outageLogged = false;
  }

  /** Offers this handler's copies to the outage page (lastGoodPageHtml): the handler in use calls it. */
  shareWithOutagePage() {
    /** @type {Record<symbol, OutageCopies<E> | undefined>} */
    const store = /** @type {never} */ (globalThis);
    store[PAGES_KEY] = this;
  }

  /**
   * @param {string} pathname a page's path as Next keys it (`/index` for the root)
   * @returns {string | undefined}
   */
  pageHtml(pathname) {
    // Next keys a page `/route-cache/APP_PAGE/<hash of its source route>/$<path>` (getRouteCacheKey),
    // the root's path being /index. A linear walk: this runs only for a render an outage cut short.
    const suffix = `/$${pathname}`;
    for (const [key, copy] of this.copies) {
      if (!key.endsWith(suffix) || !key.startsWith('/route-cache/APP_PAGE/')) continue;
      const { kind, html } = /** @type {{ kind?: unknown; html?: unknown }} */ (copy.entry.value);
      if (kind === 'APP_PAGE' && typeof html === 'string') return html;
    }
    return undefined;
  }

  /**
   * Keeps `entry` as the copy for `key` when it is a servable answer (a hit, or a render just stored).
   * @param {string} key
   * @param {E | null | undefined} entry
   */
  remember(key, entry) {
    if (this.maxBytes === 0 || !entry || !isServableAnswer(entry.value)) return;
    const kept = this.copies.get(key);
    if (kept?.entry === entry) {
      // The same object again (Next's in-memory cache): only its recency changes.
      this.copies.delete(key);
      this.copies.set(key, kept);
      return;
    }
    const bytes = sizeOf(entry.value);
    if (bytes > this.maxBytes) return;
    this.forget(key);
    this.copies.set(key, { entry, bytes });
    this.bytes += bytes;
    for (const [oldest, copy] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldest);
      this.bytes -= copy.bytes;
    }
  }

  /** @param {string} key */
  forget(key) {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.bytes -= copy.bytes;
  }

  /**
   * For a lookup that missed: the copy of `key`, as a fresh entry, when the database does not answer;
   * else null (the page renders from the database as it would have).
   * @param {string} key
   * @returns {Promise<E | null>}
   */
  async standIn(key) {
    const copy = this.copies.get(key);
    if (!copy) return null;
    if (await this.databaseAnswers()) {
      this.outageLogged = false;
      return null;
    }
    if (!this.outageLogged) {
      this.outageLogged = true;
      log.warn(
        '[ailex] the database does not answer: pages a write expired are served from their last good copy until it is back',
      );
    }
    cacheLookups().inc({ store: 'outage-copy', result: 'hit' });
    // Fresh, so Next neither re-renders before answering nor in the background (both would fail);
    // nothing is stored, so the first lookup once the database answers renders the page anew.
    return {
      ...copy.entry,
      lastModified: this.now(),
      // The Redis handler's library drops an entry past its lifespan: a copy outlives its Redis entry.
      ...('lifespan' in copy.entry ? { lifespan: null } : {}),
    };
  }

  /** @returns {Promise<boolean>} */
  databaseAnswers() {
    const probe = this.probe();
    if (!probe) return Promise.resolve(true);
    const now = this.now();
    const last = this.lastProbe;
    // Misses at the same moment share one probe. "Down" is remembered for a second; "up" only briefly,
    // which bounds the probes while Redis is down (every lookup misses then) to a few a second: an "up"
    // remembered for a whole second sent the misses of an outage's first second to a render that
    // failed (the scale-out run: 3 sitemap 503s in the 0.5 s after a publish's own probe said "up").
    const memo = last?.answers ? UP_MEMO_MS : PROBE_MEMO_MS;
    if (last && (last.pending || now - last.at <= memo)) return last.result;
    /** @type {{ at: number; pending: boolean; answers: boolean; result: Promise<boolean> }} */
    const next = { at: now, pending: true, answers: true, result: Promise.resolve(true) };
    next.result = probe()
      .catch(() => false)
      .then((answers) => {
        next.pending = false;
        next.answers = answers;
        next.at = this.now();
        return answers;
      });
    this.lastProbe = next;
    return next.result;
  }
}
