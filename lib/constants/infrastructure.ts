/**
 * Limits on waiting for the services the server depends on (issue 20): a request never hangs on a
 * database or a cache that is down, it answers 503 within a few seconds.
 */

/** Seconds postgres.js waits for a new connection before giving up (its `connect_timeout`). */
export const DB_CONNECT_TIMEOUT_SECONDS = 5;

/** Milliseconds one SQL statement may run before PostgreSQL cancels it (`statement_timeout`). */
export const DB_STATEMENT_TIMEOUT_MS = 15_000;

/** Seconds a client is told to wait before retrying after a 503 (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The 503 answer's message when the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (database unreachable). Please try again in a moment.';

/** Milliseconds SIGTERM waits for requests in flight before closing the pool and exiting anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * While draining, how long a kept-alive connection must have been idle before the server closes it
 * itself (lib/server/http/drain.ts, docs/adr/0100). Closing an idle connection races with a request
 * the client may be sending on it at that instant (a reset, and a 502 for a POST behind nginx), so the
 * server leaves that close to the client: above the `keepalive_timeout 4s` of docs/deploy.md's nginx
 * upstream, which therefore always closes first. Only a client that keeps connections idle longer
 * (a browser, a balancer with a 60 s idle timeout) meets this close.
 */
export const DRAIN_IDLE_CLOSE_MS = 6_000;

/**
 * Node's HTTP server timeouts, set on the server `next start` and the standalone server.js create
 * (lib/server/http/server-timeouts.ts, docs/adr/0098). Node's own defaults are 60 s, 300 s, 5 s and a
 * 30 s check, under which a socket sending its headers or body a byte at a time stayed open minutes.
 */
export const SERVER_TIMEOUTS = {
  /** The whole header section must arrive within this (Node's default 60 s). */
  headersMs: 10_000,
  /**
   * The whole request, body included (Node's default 300 s). A full image batch (50 MB) needs about
   * 3.5 Mbit/s; behind nginx, which buffers request bodies, the app receives it at once.
   */
  requestMs: 120_000,
  /**
   * An idle kept-alive connection is closed after this (Node's default 5 s): above the 60 s idle timeout
   * of nginx's upstream keepalive and of cloud balancers, so the proxy always closes first and never
   * sends a request on a connection the app is closing (a 502 for a POST).
   */
  keepAliveMs: 65_000,
  /** How often Node looks for sockets past headersMs or requestMs (Node's default 30 s). */
  checkIntervalMs: 2_000,
} as const;

/**
 * How long a connection refused for a too-large body stays half-closed after its 413, its body unread,
 * before it is destroyed: a close with unread data is a reset, which can reach the client before it has
 * read the answer (lib/server/http/body-gate.ts).
 */
export const REFUSED_BODY_LINGER_MS = 2_000;

/**
 * The slowest a request body may arrive (lib/server/http/body-gate.ts, docs/adr/0098). Node's request
 * timeout alone let a body sent a byte a second hold its socket 120 s; the timeout cannot be lower
 * without failing large uploads on slow links. After `graceMs` the average rate since the body began
 * must stay at or above `minBytesPerSecond`, and a body that sends nothing for `stallMs` is cut, both
 * with a 408. A phone on a poor 3G link (about 100 kbit/s up, 12 KB/s) passes with a twelvefold margin.
 */
export const SLOW_BODY = {
  /** Time from the end of the headers before the rate is judged: a body done within it always passes. */
  graceMs: 10_000,
  /** 1 KB/s, 8 kbit/s: slower than a GPRS link; the 120 s request timeout already asks 17 KB/s of a 2 MB body. */
  minBytesPerSecond: 1_024,
  /** No byte at all for this long is a stall (a phone's handover and a few TCP retransmissions take less). */
  stallMs: 15_000,
  /** How often each body still arriving is judged: how late past its bound a slow body can be cut. */
  checkIntervalMs: 1_000,
} as const;

/** The 408's error when a body arrives slower than SLOW_BODY allows. */
export const SLOW_BODY_MESSAGE =
  'The request body arrived too slowly and the connection was closed. Please try again on a faster connection.';

/**
 * The advisory lock `npm run db:migrate` holds while it migrates a PostgreSQL database, so two deploy
 * jobs (or instances) migrating at once apply each migration once: the second waits, then finds
 * nothing to do (lib/server/db/migrate.ts).
 */
export const MIGRATION_LOCK = {
  /** hashtext() of this names the lock; any other process migrating this app's database uses the same. */
  key: 'ailex:db:migrate',
  /** How long a run waits for another run's lock before it gives up with a clear error. */
  waitMs: 10 * 60_000,
} as const;
