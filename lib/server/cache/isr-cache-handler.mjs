// @ts-check
// Loaded by Next's server itself (next.config.mjs `cacheHandler`), outside the bundle: plain ESM that
// Node resolves, so no path aliases and no 'server-only' marker here.
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import SharedCacheHandler from './redis-cache-handler.mjs';
import { pruneCacheDirs } from './disk-bound.mjs';
import { runtimeCacheLayout } from './cache-layout.mjs';
import { rootLogger } from '../log/logger.mjs';
import { cacheLookups } from '../metrics/registry.mjs';
import { OutageCopies } from './outage-copies.mjs';
import { sharedCacheState } from './shared-cache-state.mjs';

const log = rootLogger().child({ component: 'cache' });

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} FileSystemCacheClass */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} DiskCacheEntry */

/** The last good copy of each page, which stands in while the database is down (docs/adr/0104). @type {OutageCopies<DiskCacheEntry>} */
const outageCopies = new OutageCopies();
outageCopies.shareWithOutagePage();

/** A CommonJS module: Node gives its exports object as the default import, a transpiler (Jest) the class. */
const FileSystemCache = /** @type {FileSystemCacheClass} */ (
  /** @type {{ default?: FileSystemCacheClass }} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
);
const FETCH_CACHE_ITEM_LIMIT = 2 * 1024 * 1024;
/** Default bound of the page and data caches on disk (CACHE_MAX_DISK_MB): about 9,000 article pages. */
const DEFAULT_MAX_DISK_MB = 1024;
/** The size is checked after this many writes (a directory walk is not free) and at the first one. */
const PRUNE_EVERY_WRITES = 200;

let writesSincePrune = PRUNE_EVERY_WRITES;
/** @type {Promise<unknown> | undefined} */
let pruning;

function maxDiskBytes() {
  const value = Number(process.env.CACHE_MAX_DISK_MB);
  return (Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_DISK_MB) * 1024 * 1024;
}

/**
 * After every PRUNE_EVERY_WRITES writes, one pass (never two at once) removes the oldest entries of
 * cache/route-cache and cache/fetch-cache over the bound (issue 27, point 4): Next never evicts them,
 * so every distinct page served stayed on disk (about 116 KB an article page).
 * @param {string | undefined} serverDistDir
 */
function pruneSoon(serverDistDir) {
  if (!serverDistDir || pruning || ++writesSincePrune < PRUNE_EVERY_WRITES) return;
  writesSincePrune = 0;
  const { routeCache, fetchCache } = runtimeCacheLayout(path.join(serverDistDir, '..'));
  const dirs = [routeCache, fetchCache];
  pruning = pruneCacheDirs(dirs, maxDiskBytes())
    .then(({ before, after, removedEntries }) => {
      if (removedEntries > 0) {
        log.info(
          `[ailex] page cache on disk over its bound: removed ${removedEntries} oldest entries (${Math.round(before / 1048576)} → ${Math.round(after / 1048576)} MB)`,
        );
      }
    })
    .catch((err) => log.warn({ err }, '[ailex] could not prune the page cache on disk'))
    .finally(() => {
      pruning = undefined;
    });
}

/**
 * Next's own file-system cache, except that a page rendered as a 404 is kept only in its in-memory
 * LRU (bounded by `cacheMaxMemorySize`, 50 MB by default), never written to disk (docs/adr/0036).
 * Blog pages are ISR with open params, so without this every distinct unknown URL (`/blog/<anything>`)
 * left about 56 KB in the route cache: disk growth an anonymous client controls.
 */
export class IsrCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<FileSystemCacheClass>[0]} ctx */
  constructor(ctx) {
    // Next constructs its cache handler for every request (server/lib/incremental-cache), with the same
    // options each time outside its minimal mode: one instance per process and options instead (issue 40
    // point 3). A derived constructor may return an object before calling super().
    const key = instanceKey(ctx);
    const existing = instances.get(key);
    if (existing) return existing;
    super(ctx);
    this.serverDistDirForPrune = ctx.serverDistDir;
    if (ctx.serverDistDir) moveRouteCache(this, ctx.serverDistDir);
    instances.set(key, this);
  }

  /** @type {InstanceType<FileSystemCacheClass>['get']} */
  async get(...args) {
    const stored = await super.get(...args);
    const found = stored && renderedWithOtherSettings(stored) ? null : stored;
    cacheLookups().inc({ store: 'disk', result: found ? 'hit' : 'miss' });
    // The last good copy stands in for a page a write expired while the database is down (ADR 0104).
    if (!found) return outageCopies.standIn(args[0]);
    outageCopies.remember(args[0], found);
    return found;
  }

  /** @type {InstanceType<FileSystemCacheClass>['set']} */
  async set(key, data, ctx) {
    // Next skips fetch-cache entries over 2 MB for its own handler only; keep that limit.
    if (ctx.fetchCache && JSON.stringify(data).length > FETCH_CACHE_ITEM_LIMIT) return;
    if (!isNotFoundPage(data)) {
      await super.set(key, data, ctx);
      outageCopies.remember(key, { value: data, lastModified: Date.now() });
      pruneSoon(this.serverDistDirForPrune);
      return;
    }
    // FileSystemCache.set reads flushToDisk synchronously, before its first await: switching it off for
    // this call cannot affect a concurrent set of another entry. (A private field in Next's typings.)
    const flushToDisk = fields(this).flushToDisk;
    fields(this).flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      fields(this).flushToDisk = flushToDisk;
    }
  }
}

/** The handlers made so far, by the options Next gave them (one in a server; tests make others). @type {Map<string, IsrCacheHandler>} */
const instances = new Map();

/** @param {ConstructorParameters<FileSystemCacheClass>[0]} ctx */
function instanceKey(ctx) {
  return JSON.stringify([
    ctx.serverDistDir,
    ctx.flushToDisk,
    ctx.maxMemoryCacheSize,
    ctx.dev,
    ctx.revalidatedTags,
  ]);
}

/** @typedef {{ flushToDisk?: boolean; getFilePath: (key: string, kind: string) => string }} PrivateFields */

/**
 * @param {unknown} cache
 * @returns {PrivateFields}
 */
function fields(cache) {
  return /** @type {PrivateFields} */ (cache);
}

/**
 * ISR pages and cached route handlers go to `<dist>/cache/route-cache` instead of Next's
 * `<dist>/server/route-cache`, so that `<dist>/cache` is the one directory the server writes
 * (cache-layout.mjs, docs/adr/0101). Next builds every path it reads or writes, the promotion of a
 * prerendered page included, through this one method (a private one in its typings); the build's own
 * pages under `server/app` are still read where they are.
 * @param {IsrCacheHandler} cache
 * @param {string} serverDistDir
 */
function moveRouteCache(cache, serverDistDir) {
  const nextRouteCache = path.join(serverDistDir, 'route-cache');
  const { routeCache } = runtimeCacheLayout(path.join(serverDistDir, '..'));
  const nextPath = fields(cache).getFilePath.bind(cache);
  fields(cache).getFilePath = (key, kind) => {
    const file = nextPath(key, kind);
    return file.startsWith(nextRouteCache + path.sep)
      ? path.join(routeCache, path.relative(nextRouteCache, file))
      : file;
  };
}

/**
 * A page the build prerendered with the default settings (or that an earlier run stored) which shows a
 * setting the database sets otherwise: a miss, so Next renders it once with the stored settings and
 * caches that render (docs/adr/0107). Works on a read-only build directory: nothing is deleted.
 * @param {DiskCacheEntry} entry
 */
function renderedWithOtherSettings(entry) {
  const renderAgain = sharedCacheState().renderAgain;
  const value = entry.value;
  if (!renderAgain || value?.kind !== 'APP_PAGE' || (entry.lastModified ?? 0) >= renderAgain.before)
    return false;
  const tags = value.headers?.['x-next-cache-tags'];
  return typeof tags === 'string' && tags.split(',').some((tag) => renderAgain.tags.has(tag));
}

/** @param {unknown} data a cache entry's value */
function isNotFoundPage(data) {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, status } = /** @type {{ kind?: unknown; status?: unknown }} */ (data);
  // APP_ROUTE: an unknown sitemap file name (app/sitemaps/[file]) answers a cached 404 too.
  return (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') && status === 404;
}

/**
 * REDIS_URL set: the shared cache (redis-cache-handler.mjs, docs/adr/0045). Otherwise, and always while
 * `next build` prerenders, Next's file-system cache with the rules above.
 */
const useRedis =
  Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== 'phase-production-build';
export default useRedis ? SharedCacheHandler : IsrCacheHandler;
