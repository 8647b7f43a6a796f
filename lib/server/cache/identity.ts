import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { getConfig } from '@/lib/config';
import path from 'node:path';
import type { Db } from '@/lib/server/db/client';
import { insertMetaIfMissing, readMeta } from '@/lib/server/db/app-meta';
import { sharedCacheState } from './shared-cache-state.mjs';
import { runtimeCacheLayout } from './cache-layout.mjs';
import { getLogger } from '@/lib/server/log';

const log = getLogger('cache');

/**
 * Next's caches outlive the server that filled them, and nothing in their keys says which database
 * the data came from. So each database gets an identity, and a server that starts on a database the
 * cache was not filled from clears that cache before the first request (docs/adr/0011, "Caches
 * belong to one database").
 */

/** app_meta key of the database's identity: a random UUID, written once by the first server to start. */
export const DATABASE_ID_KEY = 'database_id';

/** The database's identity, created on first use. Concurrent first starts agree on one (insert-or-keep). */
export async function getDatabaseId(db: Db): Promise<string> {
  await insertMetaIfMissing(db, DATABASE_ID_KEY, randomUUID());
  const value = await readMeta(db, DATABASE_ID_KEY);
  if (typeof value !== 'string' || value === '') {
    throw new Error(`app_meta.${DATABASE_ID_KEY} is not a string: ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * The build directory this server reads: next.config.mjs's `distDir` (NEXT_DIST_DIR, else .next), and
 * its `dev` subdirectory under `next dev`. Relative to the working directory, as `npm start` runs.
 */
export function nextDistRoot(env: Record<string, string | undefined> = process.env): string {
  // Not a file the build must trace (the ignore comment): without it the standalone output copied the
  // whole project (Turbopack's "dynamic filesystem access" warning).
  const distDir = path.resolve(/*turbopackIgnore: true*/ env.NEXT_DIST_DIR || '.next');
  return env.NODE_ENV === 'development' ? path.join(distDir, 'dev') : distDir;
}

/**
 * What the server writes at run time under a build directory, all of it in `<dist>/cache`
 * (cache-layout.mjs, docs/adr/0101): the data cache of `unstable_cache` and `fetch` in
 * cache/fetch-cache, ISR pages and cached route handlers in cache/route-cache (the build's own
 * prerendered files under server/app are only read, and copied there on first use), and the image
 * optimizer's output in cache/images (images can live in DATA_DIR). The marker sits there too.
 */
export function cacheLayout(distRoot: string): { marker: string; dirs: string[] } {
  const { marker, fetchCache, routeCache, images } = runtimeCacheLayout(distRoot);
  return { marker, dirs: [fetchCache, routeCache, images] };
}

/** The build's id (`<dist>/BUILD_ID`); `next dev` has none. */
async function buildIdOf(distRoot: string): Promise<string> {
  return readFile(/*turbopackIgnore: true*/ path.join(distRoot, 'BUILD_ID'), 'utf8').then(
    (text) => text.trim(),
    () => 'development',
  );
}

/**
 * Makes the cache under `distRoot` belong to `databaseId`: kept when the marker names that database;
 * otherwise (another database, or no marker: a cache of unknown origin) every cache directory is
 * removed and then the marker written. 'cleared' when there were entries to remove.
 */
export async function claimCache(
  databaseId: string,
  distRoot: string,
): Promise<'kept' | 'cleared' | 'empty'> {
  const { marker, dirs } = cacheLayout(distRoot);
  const previous = await readFile(/*turbopackIgnore: true*/ marker, 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  if (previous === databaseId) return 'kept';
  const filled = await Promise.all(
    dirs.map((dir) =>
      readdir(dir).then(
        (entries) => entries.length > 0,
        () => false,
      ),
    ),
  );
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  // Written after the removal, and atomically: a crash in between leaves a marker that does not match.
  await mkdir(path.dirname(marker), { recursive: true });
  const tmp = `${marker}.${process.pid}.tmp`;
  await writeFile(tmp, `${databaseId}\n`);
  await rename(tmp, marker);
  return filled.some(Boolean) ? 'cleared' : 'empty';
}

/** A regular expression that finds `origin` as a whole origin (not `http://localhost:3000` in `…:30001`). */
function originPattern(origin: string): RegExp {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped + '(?![\\w.:-])');
}

/**
 * The build's prerendered pages (server/app/**.html with their .rsc, .meta and .segments siblings)
 * that carry `buildOrigin` in their HTML (canonical, og:url, og:image...) are removed when the server
 * runs at another origin: Next then renders each of them once, on its first request, with the running
 * SITE_URL and caches that render like any ISR page, so they stay static (docs/adr/0050). Pages with
 * no absolute URL (the 404, the icons) are kept. Returns the removed pages' paths, relative to server/app.
 */
export async function dropPrerenderedPagesOfOrigin(
  distRoot: string,
  buildOrigin: string,
  runtimeOrigin: string,
): Promise<string[]> {
  if (buildOrigin === runtimeOrigin) return [];
  const appDir = path.join(distRoot, 'server', 'app');
  const pattern = originPattern(buildOrigin);
  const entries = await readdir(appDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const dropped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!pattern.test(await readFile(file, 'utf8'))) continue;
    const base = entry.name.slice(0, -'.html'.length);
    const siblings = (await readdir(entry.parentPath)).filter((name) => name.startsWith(`${base}.`));
    // The .html last: it is what Next looks for first, so a crash midway leaves a page it re-renders.
    for (const name of siblings.filter((n) => n !== entry.name)) {
      await rm(path.join(entry.parentPath, name), { recursive: true, force: true });
    }
    await rm(file, { force: true });
    dropped.push(path.relative(appDir, file));
  }
  return dropped;
}

/**
 * Start-up step: no page or data cached from another database, rendered for another origin or by
 * another build, is served by this server. The marker names all three (`<database id> <SITE_URL>
 * <build id>`): pages cached at run time carry the origin they were rendered at, so a restart with
 * another SITE_URL clears them too; and they name the build's JavaScript chunks, and `next build`
 * keeps `cache/`, so a new build clears them as well (docs/adr/0101).
 */
export async function ensureCacheMatchesDatabase(db: Db): Promise<void> {
  let id: string;
  try {
    id = await getDatabaseId(db);
  } catch (err) {
    throw new Error('cannot read the database identity from app_meta (are the migrations applied?)', {
      cause: err,
    });
  }
  // The shared cache (REDIS_URL) prefixes every key with this identity: entries written from another
  // database are never read, whatever Redis still holds (docs/adr/0045).
  sharedCacheState().namespace = id;
  const distRoot = nextDistRoot();
  const { siteUrl } = getConfig();
  const where = path.relative(process.cwd(), distRoot) || '.';
  if ((await claimCache(`${id} ${siteUrl} ${await buildIdOf(distRoot)}`, distRoot)) === 'cleared') {
    log.info(
      `[ailex] cleared the Next.js cache in ${where}: it was not filled from this database at ${siteUrl} by this build`,
    );
  }
  // Inlined by next.config.mjs at build time; absent under next dev's first compile and in tests.
  const buildOrigin = process.env.AILEX_BUILD_SITE_URL;
  if (!buildOrigin) return;
  try {
    const dropped = await dropPrerenderedPagesOfOrigin(distRoot, buildOrigin, siteUrl);
    if (dropped.length > 0) {
      log.info(
        `[ailex] ${dropped.length} prerendered page(s) in ${where} were built for ${buildOrigin}: they render once for ${siteUrl} on first request`,
      );
    }
  } catch (err) {
    // A read-only build directory: the pages keep the build's origin; say how to avoid it.
    log.error(
      `[ailex] could not drop the pages prerendered for ${buildOrigin} (${err instanceof Error ? err.message : String(err)}): their canonical and share URLs name that origin; build with SITE_URL=${siteUrl}`,
    );
  }
}

/**
 * Start-up step: pages on disk stored before now that read one of `tags` (the build prerendered them
 * with the default settings, which the database sets otherwise) are rendered again on first request
 * (isr-cache-handler.mjs; docs/adr/0106). The shared cache in Redis never holds a build's render.
 */
export function renderAgainPagesTagged(tags: readonly string[]): void {
  sharedCacheState().renderAgain = tags.length > 0 ? { tags: new Set(tags), before: Date.now() } : undefined;
}
