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
  /** Revalidations that could not reach Redis: replayed in order when it is back. */
  const missedTags = new Set();
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

  async function replayMissedTags() {
    for (const tag of [...missedTags]) {
      try {
        await redis.revalidateTag(tag);
        missedTags.delete(tag);
      } catch (err) {
        markDown(err);
        return;
      }
    }
  }

  /** @type {typeof redis} */
  const guarded = {
    ...redis,
    name: 'redis-shared',
    async get(key, meta) {
      let found = null;
      if (state.ready) {
        try {
          found = await redis.get(key, meta);
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
      if (!state.ready || isNotFoundPage(value.value)) return;
      try {
        await redis.set(key, withRouteHandlerTags(value), ctx);
      } catch (err) {
        if (!client.isReady) markDown(err);
      }
    },
    async revalidateTag(tag) {
      if (!state.ready) {
        missedTags.add(tag);
        return;
      }
      try {
        await redis.revalidateTag(tag);
      } catch (err) {
        missedTags.add(tag);
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

CacheHandler.onCreation(({ buildId }) => {
  const state = sharedCacheState();
  const url = process.env.REDIS_URL ?? '';
  // The database identity is set by start-up (lib/server/cache/identity.ts) before the first request.
  if (!state.namespace) {
    log.error('[ailex] the shared cache has no database identity yet: caching nothing');
    return { handlers: [] };
  }
  const maxAge = maxAgeSeconds();
  return {
    handlers: [createSharedCacheHandlers(url, `ailex:${state.namespace}:${buildId ?? 'dev'}:`)],
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

export default CacheHandler;
