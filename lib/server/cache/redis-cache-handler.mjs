// @ts-check
// Loaded by Next's server itself through isr-cache-handler.mjs when REDIS_URL is set (issue 20):
// plain ESM outside the bundle, no aliases, no 'server-only'.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { sharedCacheState } from './shared-cache-state.mjs';
import { rootLogger } from '../log/logger.mjs';
import { cacheLookups } from '../metrics/registry.mjs';
import { OutageCopies } from './outage-copies.mjs';
import { FailedRenders } from './failed-renders.mjs';

const log = rootLogger().child({ component: 'cache' });

/**
 * Next's incremental cache (ISR pages, cached route handlers such as the feeds and the sitemap,
 * `unstable_cache` data, tag and path revalidations) in Redis, shared by every instance, through
 * @fortedigital/nextjs-cache-handler's redis-strings handler (docs/adr/0045). Around it:
 * - keys are prefixed with the database's identity and the build id: a cache filled from another
 *   database is never read (docs/adr/0011), and a build never serves another build's pages (their
 *   RSC payloads name other chunks);
 * - a 404 page is never written (docs/adr/0036: unknown URLs must not grow the cache);
 * - every entry expires: at most CACHE_MAX_AGE_SECONDS (default one day) after it was written, so
 *   Redis holds the pages served recently, not every page ever served (issue 27, point 4);
 * - Redis unreachable: a read is a miss (the page renders from the database), a write is skipped,
 *   a revalidation is kept and replayed when Redis is back; one log line per outage, not per request.
 */

const DEFAULT_MAX_AGE_SECONDS = 24 * 60 * 60;
/** The hash of stale marks: tag → when it was marked stale (ms), shared by every instance (docs/adr/0117). */
const STALE_TAGS_KEY = '__ailexStaleTags__';
/** Prefix of the key an instance takes (SET NX) to be the one that renders a stale entry again. */
const RERENDER_KEY = '__ailexRerender__:';
/** A render that has not written its page by then has failed or its instance died: another may try. */
const RERENDER_LOCK_MS = 15_000;
/**
 * How old a stale entry is made to look to Next when this instance is to render it again: past any
 * page's revalidate (60 s for the blog), well inside its expire (a year), so Next serves it and renders
 * again in the background instead of making the reader wait.
 */
const STALE_AGE_MS = 24 * 60 * 60 * 1000;
/** A command that takes longer than this counts as a miss: a slow Redis must not slow every page. */
const COMMAND_TIMEOUT_MS = 1000;

function maxAgeSeconds() {
  const value = Number(process.env.CACHE_MAX_AGE_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_AGE_SECONDS;
}

/** @param {unknown} data a cache entry's value */
function isNotFoundPage(data) {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, status } = /** @type {{ kind?: unknown; status?: unknown }} */ (data);
  // APP_ROUTE: an unknown sitemap file name (app/sitemaps/[file]) answers a 404 too, as on disk.
  return (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') && status === 404;
}

/**
 * The tags a cached route handler's render read (its `x-next-cache-tags` header: the `unstable_cache`
 * tags of the sitemap files and feeds) added to the entry's own. The library takes them from that
 * header for a page (APP_PAGE) but not for a route handler (APP_ROUTE), so a revalidateTag on one
 * instance deleted no route entry: another instance kept serving a sitemap file without the article
 * just published or deleted until its 60 s ran out (each instance saw its own revalidations only).
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} entry
 */
function withRouteHandlerTags(entry) {
  const value = entry.value;
  if (value?.kind !== 'APP_ROUTE') return entry;
  const header = value.headers['x-next-cache-tags'];
  const read = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : [];
  if (read.length === 0) return entry;
  return { ...entry, tags: [...new Set([...(entry.tags ?? []), ...read])] };
}

/** @param {unknown} err */
function message(err) {
  return err instanceof Error ? err.message || err.name : String(err);
}

/**
 * @param {string} url
 * @param {string} keyPrefix
 */
export function createSharedCacheHandlers(url, keyPrefix) {
  const state = sharedCacheState();
  state.kind = 'redis';
  state.ready = false;
  /** Revalidations that could not reach Redis, and whether each expires or marks stale: replayed in order when it is back. @type {Map<string, 'expire' | 'stale'>} */
  const missedTags = new Map();
  let outageLogged = false;

  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a dead connection.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2000,
      // Keep trying for ever, at most every 2 s: sharing resumes without a restart.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  /** @param {unknown} err */
  const markDown = (err) => {
    state.ready = false;
    state.lastError = message(err);
    if (!outageLogged) {
      outageLogged = true;
      log.error(
        `[ailex] Redis at ${new URL(url).host} is unreachable (${state.lastError}): pages render from the database until it is back`,
      );
    }
  };
  client.on('error', markDown);
  client.on('ready', () => {
    const wasDown = outageLogged;
    state.ready = true;
    state.lastError = undefined;
    outageLogged = false;
    if (wasDown) log.info('[ailex] Redis is reachable again: the shared cache is back in use');
    void replayMissedTags();
  });
  // Not awaited: a server whose Redis is down at start still starts and serves from the database.
  client.connect().catch(markDown);
  state.close = async () => {
    await client.close().catch(() => client.destroy());
  };

  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS });
  /** The last good copy of each page, which stands in while the database is down (docs/adr/0104). @type {OutageCopies<import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue>} */
  const outageCopies = new OutageCopies();
  outageCopies.shareWithOutagePage();

  /** Pages whose render after a write failed: kept as they were, tried again every few seconds. @type {FailedRenders<import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue>} */
  const failedRenders = new FailedRenders();
  const timeout = () => client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS));
  /** The keys this instance is rendering again after a stale mark, and when it took them. @type {Map<string, number>} */
  const rerendering = new Map();

  /**
   * An entry read from Redis, as Next should see it given the stale marks of its tags:
   * - no mark newer than the entry: as stored;
   * - cached data (`unstable_cache`): a miss, so the render that asked reads the database again;
   * - a page or a cached route: the first request of any instance to see it takes the re-render key and
   *   gets the entry made to look old (Next serves it and renders the path again in the background);
   *   every other request, on every instance, gets it as stored until the new render is written.
   * @param {string} key
   * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} entry
   * @param {readonly string[]} implicitTags
   */
  async function withStaleMarks(key, entry, implicitTags) {
    const tags = [...new Set([...(entry.tags ?? []), ...implicitTags])];
    if (tags.length === 0) return entry;
    const marks = await timeout().hmGet(keyPrefix + STALE_TAGS_KEY, tags);
    const staleAt = Math.max(0, ...marks.map(Number).filter(Number.isFinite));
    if (staleAt <= entry.lastModified) return entry;
    if (entry.value?.kind === 'FETCH') return null;
    const now = Date.now();
    const taken = await timeout().set(keyPrefix + RERENDER_KEY + key, String(now), {
      NX: true,
      PX: RERENDER_LOCK_MS,
    });
    if (taken !== 'OK') return entry;
    rerendering.set(key, now);
    return { ...entry, lastModified: now - STALE_AGE_MS };
  }

  /**
   * A page this instance renders again is stored as of when its render began: a write while it rendered
   * (a stale mark after that moment) makes it stale again, so no edit is lost behind a slow render.
   * @param {string} key
   * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} value
   */
  function asOfRenderStart(key, value) {
    const began = rerendering.get(key);
    if (began === undefined) return value;
    rerendering.delete(key);
    if (Date.now() - began > RERENDER_LOCK_MS) return value;
    return { ...value, lastModified: Math.min(value.lastModified, began) };
  }

  /** @param {string} key */
  async function forget(key) {
    try {
      await redis.delete?.(key);
      await timeout().del(keyPrefix + RERENDER_KEY + key);
    } catch (err) {
      if (!client.isReady) markDown(err);
    }
  }

  /**
   * A revalidation Redis did not get, to replay: an expiry is never downgraded to a stale mark.
   * @param {string} tag
   * @param {'expire' | 'stale'} how
   */
  function missed(tag, how) {
    missedTags.set(tag, missedTags.get(tag) === 'expire' ? 'expire' : how);
  }

  /** @param {string} tag */
  async function markStale(tag) {
    await timeout().hSet(keyPrefix + STALE_TAGS_KEY, tag, String(Date.now()));
  }

  async function replayMissedTags() {
    for (const [tag, how] of [...missedTags]) {
      try {
        if (how === 'stale') await markStale(tag);
        else await redis.revalidateTag(tag);
        missedTags.delete(tag);
      } catch (err) {
        markDown(err);
        return;
      }
    }
  }

  /** @type {Omit<typeof redis, 'revalidateTag'> & { revalidateTag(tag: string, how?: 'expire' | 'stale'): Promise<void> }} */
  const guarded = {
    ...redis,
    name: 'redis-shared',
    async get(key, meta) {
      let found = null;
      if (state.ready) {
        try {
          const stored = await redis.get(key, meta);
          const held = stored && failedRenders.read(key, stored);
          // Held (its last render failed a moment ago): no stale mark is looked at until its next try.
          found =
            held && (held !== stored ? held : await withStaleMarks(key, stored, meta.implicitTags ?? []));
        } catch (err) {
          if (!client.isReady) markDown(err);
        }
      }
      cacheLookups().inc({ store: 'redis', result: found ? 'hit' : 'miss' });
      // The last good copy stands in for a page a write expired while the database is down (ADR 0104).
      if (!found) return outageCopies.standIn(key);
      outageCopies.remember(key, found);
      return found;
    },
    async set(key, value, ctx) {
      outageCopies.remember(key, value);
      if (!state.ready) return;
      if (failedRenders.isFailedRender(key, value.value)) {
        // Not written; the re-render key stays a few seconds, so no instance tries again at once.
        rerendering.delete(key);
        await timeout()
          .pExpire(keyPrefix + RERENDER_KEY + key, 3000)
          .catch(() => {});
        return;
      }
      if (isNotFoundPage(value.value)) {
        // Rendered again after a stale mark, the path is now a 404 (the last article of a sitemap file
        // deleted): the stored page goes, since a 404 is never stored in its place.
        if (rerendering.delete(key)) await forget(key);
        return;
      }
      try {
        await redis.set(key, withRouteHandlerTags(asOfRenderStart(key, value)), ctx);
        await timeout().del(keyPrefix + RERENDER_KEY + key);
      } catch (err) {
        if (!client.isReady) markDown(err);
      }
    },
    /**
     * Expires the tag's entries (the library deletes them: the next request renders while it waits), or
     * with `how: 'stale'` marks them stale (served while one request renders them again).
     * @param {string} tag
     * @param {'expire' | 'stale'} [how]
     */
    async revalidateTag(tag, how = 'expire') {
      if (!state.ready) {
        missed(tag, how);
        return;
      }
      try {
        if (how === 'stale') await markStale(tag);
        else await redis.revalidateTag(tag);
      } catch (err) {
        missed(tag, how);
        if (!client.isReady) markDown(err);
      }
    },
    async delete(key) {
      if (!state.ready) return;
      await redis.delete?.(key).catch(() => {});
    },
  };
  return guarded;
}

/** This process's shared handler, once Next's first cache call has configured it. @type {ReturnType<typeof createSharedCacheHandlers> | undefined} */
let sharedHandler;

/**
 * The library's handler, except that it hands Next's revalidation profile on: the library drops it and
 * deletes every tagged entry, so `revalidateTag(tag, 'max')` (stale-while-revalidate, docs/adr/0117)
 * expired like `{ expire: 0 }` on every instance.
 */
class SharedCacheHandler extends CacheHandler {
  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations] Next's: absent or `expire: 0` expire now, a later expire marks stale
   */
  async revalidateTag(tags, durations) {
    const stale = typeof durations?.expire === 'number' && durations.expire > 0;
    if (!stale || !sharedHandler) return super.revalidateTag(tags);
    for (const tag of typeof tags === 'string' ? [tags] : tags)
      await sharedHandler.revalidateTag(tag, 'stale');
  }
}

CacheHandler.onCreation(({ buildId }) => {
  const state = sharedCacheState();
  const url = process.env.REDIS_URL ?? '';
  // The database identity is set by start-up (lib/server/cache/identity.ts) before the first request.
  if (!state.namespace) {
    log.error('[ailex] the shared cache has no database identity yet: caching nothing');
    return { handlers: [] };
  }
  const maxAge = maxAgeSeconds();
  sharedHandler = createSharedCacheHandlers(url, `ailex:${state.namespace}:${buildId ?? 'dev'}:`);
  return {
    handlers: [sharedHandler],
    ttl: {
      // Pages without their own revalidate (the marketing pages) are stale after the max age too.
      defaultStaleAge: maxAge,
      // Every entry lives maxAge, not 1.5 × its revalidate (the library's default): a blog page
      // (revalidate 60) past its minute is then served stale while it regenerates, not re-rendered
      // while the reader waits. Edits do not wait for this: a revalidation deletes the entry.
      estimateExpireAge: () => maxAge,
    },
  };
});

export default SharedCacheHandler;
