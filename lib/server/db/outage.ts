import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether err says the database cannot be reached right now, as opposed to a bad query: the request
 * is then answered 503 (toErrorResponse), never 500, and the pool reconnects on the next query.
 */

/** postgres.js's own connection errors, and the socket errors it passes through. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take us: class 08 (connection exception),
 * 57P01–57P03 (admin/crash shutdown, cannot connect now), 57014 (statement_timeout cancelled the
 * query: the database is too slow to serve), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in `cause` (DrizzleQueryError); follow a few levels, not a loop.
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** What one page request learnt of the database while it rendered (lib/server/http/outage-page.ts). */
export interface RequestDbRecord {
  databaseUnavailable: boolean;
}

const KEY = Symbol.for('ailex.request-record');
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestDbRecord> };
// On globalThis: the server wrapper, Next's onRequestError and the pages' reads may load this module in
// separate bundles.
export const requestDbRecords = (store[KEY] ??= new AsyncLocalStorage<RequestDbRecord>());

/**
 * Notes against the request under way that its database work failed for want of a connection. Called
 * where the failure happens (withDb), not only from Next's onRequestError, which may run after the
 * page's answer is decided: a render cut short by a connection that timed out while the database
 * answers pings again was sent as Next's 500 (the scale-out bench, Redis down just after PostgreSQL).
 */
export function noteDatabaseError(err: unknown): void {
  const record = requestDbRecords.getStore();
  if (record && isDatabaseUnavailable(err)) record.databaseUnavailable = true;
}
