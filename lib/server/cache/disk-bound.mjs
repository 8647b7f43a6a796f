// @ts-check
// Loaded by the cache handler (outside the bundle): plain ESM, no aliases.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The size bound of Next's file-system cache (issue 27, point 4). Next never evicts what it writes
 * under cache/route-cache (ISR pages and cached route handlers) and cache/fetch-cache
 * (`unstable_cache` data): every distinct page served stays on disk. This removes whole entries,
 * least recently written first, until the directories hold at most `targetBytes`.
 */

/** Files of one entry share a stem: `x.html`, `x.rsc`, `x.meta`, `x.body`, `x.segments/**`. */
/** @param {string} relativePath */
export function entryStem(relativePath) {
  return relativePath.replace(/\.segments(?:[/\\].*)?$/, '').replace(/\.(?:html|rsc|meta|body|json)$/, '');
}

/**
 * @param {string} dir
 * @returns {Promise<{ file: string; size: number; mtimeMs: number }[]>}
 */
async function listFiles(dir) {
  /** @type {{ file: string; size: number; mtimeMs: number }[]} */
  const out = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (info) out.push({ file, size: info.size, mtimeMs: info.mtimeMs });
  }
  return out;
}

/**
 * Removes the oldest entries of `dirs` while their total size is over `maxBytes`, down to
 * `targetBytes` (some headroom, so that one more page does not trigger another pass).
 * @param {string[]} dirs
 * @param {number} maxBytes
 * @param {number} [targetBytes]
 * @returns {Promise<{ before: number; after: number; removedEntries: number }>}
 */
export async function pruneCacheDirs(dirs, maxBytes, targetBytes = Math.floor(maxBytes * 0.8)) {
  /** @type {Map<string, { size: number; mtimeMs: number; files: string[] }>} */
  const entries = new Map();
  let total = 0;
  for (const dir of dirs) {
    for (const { file, size, mtimeMs } of await listFiles(dir)) {
      total += size;
      const stem = path.join(dir, entryStem(path.relative(dir, file)));
      const entry = entries.get(stem) ?? { size: 0, mtimeMs: 0, files: [] };
      entry.size += size;
      entry.mtimeMs = Math.max(entry.mtimeMs, mtimeMs);
      entry.files.push(file);
      entries.set(stem, entry);
    }
  }
  const before = total;
  let removedEntries = 0;
  if (total <= maxBytes) return { before, after: total, removedEntries };
  const oldestFirst = [...entries.entries()].sort((a, b) => a[1].mtimeMs - b[1].mtimeMs);
  for (const [stem, entry] of oldestFirst) {
    if (total <= targetBytes) break;
    await Promise.all(entry.files.map((file) => rm(file, { force: true })));
    await rm(`${stem}.segments`, { recursive: true, force: true });
    total -= entry.size;
    removedEntries++;
  }
  return { before, after: total, removedEntries };
}
