// @ts-check
// Plain ESM: read by the cache handler (loaded by Next outside the bundle) and by identity.ts alike.
import path from 'node:path';

/**
 * Where the server writes at run time: only under `<build dir>/cache` (docs/adr/0101), so that a
 * container with a read-only root filesystem, or a systemd unit with ProtectSystem=strict, needs that
 * one directory writable and nothing else of the build.
 *
 * - `fetch-cache`: `unstable_cache` and `fetch` data (Next's own place).
 * - `images`: the image optimizer's output (Next's own place, `<dist>/cache/images`, not configurable).
 * - `route-cache`: ISR pages and cached route handlers. Next 16 puts them in `<dist>/server/route-cache`;
 *   the file-system cache handler moves them here (isr-cache-handler.mjs).
 * - `database-id`: the marker of what the cache was filled from (identity.ts, docs/adr/0011).
 *
 * `next build` keeps `cache/` (its own `cache/turbopack` lives there too) and wipes `server/`: pages kept
 * here would outlive their build, so the marker names the build as well and a new build clears them.
 * @param {string} distRoot the build directory (`.next`, or NEXT_DIST_DIR)
 */
export function runtimeCacheLayout(distRoot) {
  const root = path.join(distRoot, 'cache');
  return {
    root,
    fetchCache: path.join(root, 'fetch-cache'),
    routeCache: path.join(root, 'route-cache'),
    images: path.join(root, 'images'),
    marker: path.join(root, 'database-id'),
  };
}
