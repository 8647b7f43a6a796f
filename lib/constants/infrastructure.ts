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
