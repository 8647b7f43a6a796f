import 'server-only';
import type { Sql } from 'postgres';
import { getConfig } from '@/lib/config';
import { isTransactionPooler } from './client';

/** How long the probe waits for its connection and its `select 1`. */
const PROBE_TIMEOUT_SECONDS = 2;

interface ProbeGlobals {
  __ailexDbProbe?: Promise<Sql>;
}
const globalForProbe: typeof globalThis & ProbeGlobals = globalThis;

/**
 * Whether PostgreSQL takes a connection and answers `select 1` within 2 s, on a connection of the
 * probe's own, for the cache's last good copies (docs/adr/0104). Not through the app's pool: a pool
 * busy with the renders a publish set off would make a healthy database look down (and serve the page
 * from before the publish), and a pool backing off between reconnects after an outage made a stopped
 * one look merely slow (the scale-out run: 7 sitemap requests held 3–9 s, then 503). The embedded
 * database runs in this process: it always answers.
 */
export async function databaseTakesConnections(): Promise<boolean> {
  const url = getConfig().databaseUrl;
  if (!url) return true;
  globalForProbe.__ailexDbProbe ??= import('postgres').then(({ default: postgres }) =>
    postgres(url, {
      max: 1,
      prepare: !isTransactionPooler(url),
      onnotice: () => {},
      connect_timeout: PROBE_TIMEOUT_SECONDS,
      // Reconnect at once for the next probe: one probe a second at most while the database is down.
      backoff: () => 0,
      // Probes come after article writes and during outages: the connection is not kept in between.
      idle_timeout: 10,
    }),
  );
  const sql = await globalForProbe.__ailexDbProbe;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_SECONDS * 1000);
        timer.unref();
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the probe's connection (SIGTERM, tests). */
export async function closeDatabaseProbe(): Promise<void> {
  const probe = globalForProbe.__ailexDbProbe;
  globalForProbe.__ailexDbProbe = undefined;
  if (probe) await (await probe).end({ timeout: 5 });
}
