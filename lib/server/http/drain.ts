import 'server-only';
import http from 'node:http';
import type net from 'node:net';
import { DRAIN_IDLE_CLOSE_MS } from '@/lib/constants/infrastructure';
import { interceptServerEvents } from './server-events';

/** One connection of a server: the answer it is giving, or since when (and at which byte) it is idle. */
interface Connection {
  res: http.ServerResponse | undefined;
  idleSince: number;
  /** socket.bytesRead when it became idle: more read since means a request is arriving on it. */
  bytesReadWhenIdle: number;
}

export interface ConnectionDrain {
  /** Starts draining (idempotent): what server.close() does on every server seen (Next calls it on SIGTERM). */
  start: () => void;
  isDraining: () => boolean;
  /** Connections still open on the servers seen. */
  openConnections: () => number;
  /** Tests only: Node's own behaviour back. */
  uninstall: () => void;
}

const CHECK_EVERY_MS = 250;

/**
 * Ends kept-alive connections without resetting any (docs/adr/0100). Node's server.close(), which Next
 * calls on SIGTERM, destroys every idle kept-alive connection at once; a proxy may be writing a request
 * on one of them at that very moment, and it then reads a reset: nginx answers 502 to a POST caught so
 * (it never resends a request it has sent), and retries a GET elsewhere. Only the side that sends the
 * requests can close an idle connection without that race. So, while draining:
 * - every answer says `Connection: close` and its connection ends after it (the client knows before it
 *   could send another request there), also the answers in flight whose headers are not sent yet;
 * - idle connections are left open for the client to close (nginx's upstream `keepalive_timeout`) or
 *   to send one more request on, answered and closed as above;
 * - only a connection idle for `idleCloseMs` (longer than that nginx timeout) is closed by the server.
 * Once none is left, server.close()'s callback runs and Next exits. The listening socket itself is
 * closed by server.close() at once: a refused connection is retried by nginx on the other instance,
 * POSTs included, since nothing was sent.
 */
export function installConnectionDrain({ idleCloseMs = DRAIN_IDLE_CLOSE_MS } = {}): ConnectionDrain {
  const connections = new Map<net.Socket, Connection>();
  const servers = new Set<http.Server>();
  let draining = false;
  let timer: NodeJS.Timeout | undefined;

  function closeLongIdle(): void {
    const now = Date.now();
    for (const [socket, c] of connections) {
      if (c.res || socket.bytesRead !== c.bytesReadWhenIdle) continue;
      if (now - c.idleSince >= idleCloseMs) socket.destroy();
    }
  }

  function start(): void {
    if (draining) return;
    draining = true;
    for (const { res } of connections.values()) if (res && !res.headersSent) res.shouldKeepAlive = false;
    timer = setInterval(closeLongIdle, Math.min(CHECK_EVERY_MS, idleCloseMs)).unref();
  }

  function adopt(server: http.Server): void {
    servers.add(server);
    // server.close() calls this first (Node's httpServerPreClose): it would destroy the idle ones now.
    server.closeIdleConnections = start;
  }

  function track(socket: net.Socket): Connection {
    const c: Connection = { res: undefined, idleSince: Date.now(), bytesReadWhenIdle: socket.bytesRead };
    connections.set(socket, c);
    socket.once('close', () => connections.delete(socket));
    return c;
  }

  function answering(socket: net.Socket, res: http.ServerResponse): void {
    if (draining) res.shouldKeepAlive = false;
    // A connection opened before the install (the server was already listening) is tracked from here.
    const c = connections.get(socket) ?? track(socket);
    c.res = res;
    res.once('close', () => {
      if (c.res !== res) return;
      c.res = undefined;
      c.idleSince = Date.now();
      c.bytesReadWhenIdle = socket.bytesRead;
    });
  }

  const undo = interceptServerEvents((server, event, args) => {
    if (!servers.has(server)) adopt(server);
    const [first, second] = args;
    if (event === 'connection' && isSocket(first)) track(first);
    else if (event === 'request' && second instanceof http.ServerResponse && isSocket(second.socket))
      answering(second.socket, second);
    return false;
  });

  return {
    start,
    isDraining: () => draining,
    openConnections: () => connections.size,
    uninstall: () => {
      undo();
      clearInterval(timer);
      for (const server of servers) Reflect.deleteProperty(server, 'closeIdleConnections');
    },
  };
}

function isSocket(value: unknown): value is net.Socket {
  return typeof value === 'object' && value !== null && 'bytesRead' in value && 'destroy' in value;
}
