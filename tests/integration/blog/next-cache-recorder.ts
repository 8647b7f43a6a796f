/**
 * Jest has no Next.js server, so next/cache's functions (which need Next's request store and
 * incremental cache) cannot run here. This stand-in — the one mock in these suites, of the
 * framework's runtime rather than of our code — records revalidations and lets cached reads
 * through to the real database. The real cache is exercised end to end in tests/e2e/blog.
 */
export const revalidated = { paths: [] as string[], tags: [] as string[] };

export function resetRevalidated(): void {
  revalidated.paths.length = 0;
  revalidated.tags.length = 0;
}

export const nextCacheStandIn = {
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      // Round-trip through JSON as Next's cache does, so a non-serializable result fails here too.
      fn(...args).then((r) => JSON.parse(JSON.stringify(r)) as R),
  revalidatePath: (path: string) => {
    revalidated.paths.push(path);
  },
  revalidateTag: (tag: string) => {
    revalidated.tags.push(tag);
  },
};
