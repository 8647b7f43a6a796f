/**
 * Jest has no Next.js server, so next/cache's functions (which need Next's request store and
 * incremental cache) cannot run here. This stand-in — the one mock in these suites, of the
 * framework's runtime rather than of our code — records revalidations and the entries the data
 * cache would store (as Next does: a result is stored, a thrown error is not), and lets every
 * cached read through to the real database. The real cache is exercised end to end in tests/e2e/blog.
 */
export const revalidated = { paths: [] as string[], tags: [] as string[] };

/** What the data cache would hold: one record per stored result, with its key parts and tags. */
export const cacheWrites: { key: string[]; tags: string[] }[] = [];

export function resetRevalidated(): void {
  revalidated.paths.length = 0;
  revalidated.tags.length = 0;
  cacheWrites.length = 0;
}

export const nextCacheStandIn = {
  unstable_cache:
    <A extends unknown[], R>(
      fn: (...args: A) => Promise<R>,
      key: string[] = [],
      options: { tags?: string[] } = {},
    ) =>
    (...args: A) =>
      fn(...args).then((r) => {
        cacheWrites.push({ key, tags: options.tags ?? [] });
        // Round-trip through JSON as Next's cache does, so a non-serializable result fails here too.
        return JSON.parse(JSON.stringify(r)) as R;
      }),
  revalidatePath: (path: string) => {
    revalidated.paths.push(path);
  },
  revalidateTag: (tag: string) => {
    revalidated.tags.push(tag);
  },
};
