import 'server-only';
import http from 'node:http';
import { SERVER_TIMEOUTS } from '@/lib/constants/infrastructure';
import { interceptServerEvents } from './server-events';

/** Node's keepAliveTimeout when nobody set it: `next start --keepAliveTimeout` / KEEP_ALIVE_TIMEOUT did not. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/**
 * Sets the header, request and keep-alive timeouts on a server that is already listening. Node reads
 * headersTimeout and requestTimeout at each check, and keepAliveTimeout after each answer, so they take
 * effect at once; the check's interval is read only when the server starts listening, so its timer is
 * started again (Node's own `setupConnectionsTracking`, which clears the old one). A keep-alive timeout
 * given to Next (`next start --keepAliveTimeout`, or KEEP_ALIVE_TIMEOUT for the standalone server.js)
 * is left as the operator set it.
 */
export function applyServerTimeouts(server: http.Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  if (server.keepAliveTimeout === NODE_DEFAULT_KEEP_ALIVE_MS) server.keepAliveTimeout = timeouts.keepAliveMs;
  // Not in @types/node's Server type, but a plain property of every http.Server since Node 18.
  Object.assign(server, { connectionsCheckingInterval: timeouts.checkIntervalMs });
  for (const listener of server.listeners('listening')) {
    if (listener.name === 'setupConnectionsTracking' && server.listening) listener.call(server);
  }
}

/**
 * Applies the timeouts to every HTTP server of this process, at its first event after this call. Next
 * creates its server (start-server.js, for `next start` and the standalone server.js alike) and starts
 * listening before instrumentation.ts runs (server-events.ts).
 */
export function installServerTimeouts(timeouts: ServerTimeouts = SERVER_TIMEOUTS): () => void {
  const applied = new WeakSet<http.Server>();
  return interceptServerEvents((server) => {
    if (!applied.has(server)) {
      applied.add(server);
      applyServerTimeouts(server, timeouts);
    }
    return false;
  });
}
