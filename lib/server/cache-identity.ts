import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/server/db/client';
import { insertMetaIfMissing, readMeta } from '@/lib/server/repositories/app-meta';

/**
 * Next's caches outlive the server that filled them, and nothing in their keys says which database
 * the data came from. So each database gets an identity, and a server that starts on a database the
 * cache was not filled from clears that cache before the first request (docs/decisions.md, "Caches
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
  const distDir = path.resolve(env.NEXT_DIST_DIR || '.next');
  return env.NODE_ENV === 'development' ? path.join(distDir, 'dev') : distDir;
}

/**
 * What Next 16.4's file-system cache handler writes at run time under a build directory
 * (node_modules/next/dist/server/lib/incremental-cache/file-system-cache.js): the data cache of
 * `unstable_cache` and `fetch` in cache/fetch-cache, ISR pages and cached route handlers in
 * server/route-cache (the build's own prerendered files under server/app are only read, and copied
 * there on first use), and the image optimizer's output in cache/images (images can live in
 * DATA_DIR). The marker sits in cache/ too: `next build` keeps cache/ and wipes server/, so the marker
 * is as old as the oldest entry it vouches for.
 */
export function cacheLayout(distRoot: string): { marker: string; dirs: string[] } {
  return {
    marker: path.join(distRoot, 'cache', 'database-id'),
    dirs: [
      path.join(distRoot, 'cache', 'fetch-cache'),
      path.join(distRoot, 'server', 'route-cache'),
      path.join(distRoot, 'cache', 'images'),
    ],
  };
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
  const previous = await readFile(marker, 'utf8').then(
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

/** Start-up step: no page or data cached from another database is served by this server. */
export async function ensureCacheMatchesDatabase(db: Db): Promise<void> {
  let id: string;
  try {
    id = await getDatabaseId(db);
  } catch (err) {
    throw new Error('cannot read the database identity from app_meta (are the migrations applied?)', {
      cause: err,
    });
  }
  const distRoot = nextDistRoot();
  if ((await claimCache(id, distRoot)) === 'cleared') {
    console.info(
      `[ailex] cleared the Next.js cache in ${path.relative(process.cwd(), distRoot) || '.'}: it was not filled from this database`,
    );
  }
}
