import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db/outage';

/**
 * The last answer built from the database, per key, kept in this process to stand in while the
 * database is unreachable. For answers that Next does not keep stale by itself: a `force-dynamic`
 * route over tagged data (the feeds) rebuilds on every request once an article write has expired
 * its tag, so without this it would answer 5xx for as long as an outage lasts. Bounded by its keys
 * (one per market), not by traffic.
 */
export class LastGood<T> {
  private readonly kept = new Map<string, T>();

  /** `build()`'s result, remembered; the remembered one when the database is down; else the error. */
  async get(key: string, build: () => Promise<T>): Promise<T> {
    try {
      const value = await build();
      this.kept.set(key, value);
      return value;
    } catch (err) {
      const kept = this.kept.get(key);
      if (kept !== undefined && isDatabaseUnavailable(err)) return kept;
      throw err;
    }
  }
}
