import 'server-only';
import http from 'node:http';
import { REFUSED_BODY_LINGER_MS } from '@/lib/constants/infrastructure';
import { bodyLimitFor, type BodyLimit } from './body-limits';

/**
 * The 413, sent by the server itself with `Connection: close`, and the end of the connection without
 * reading the rest of the body: the socket stops reading, sends the answer and its FIN, and is
 * destroyed REFUSED_BODY_LINGER_MS later (or when the client closes). Node would destroy it as soon as
 * the answer is out, and a close with unread data is a reset that could reach the client before the 413.
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, limit: BodyLimit): void {
  const socket = req.socket;
  socket.pause();
  // And it stays paused: after the answer Node resumes the socket to drain the unread body (req._dump).
  socket.resume = function stayPaused(this: typeof socket) {
    return this;
  };
  socket.destroySoon = function lingerThenDestroy(this: typeof socket) {
    this.end();
    setTimeout(() => this.destroy(), REFUSED_BODY_LINGER_MS).unref();
  };
  if (res.headersSent) {
    socket.destroySoon();
    return;
  }
  const body = JSON.stringify({ error: limit.message });
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Counts a body without a Content-Length (chunked) as Node's parser hands it over, before anyone reads
 * it: past the limit the request is refused, and whatever the parser still hands over is dropped
 * (returning false also tells it to stop reading the socket).
 */
function countAsItArrives(req: http.IncomingMessage, res: http.ServerResponse, limit: BodyLimit): void {
  const push = req.push;
  let received = 0;
  let refused = false;
  req.push = function countedPush(this: http.IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (refused) return false;
    if (chunk !== null && (Buffer.isBuffer(chunk) || typeof chunk === 'string')) {
      received += Buffer.byteLength(chunk);
      if (received > limit.bytes) {
        refused = true;
        refuse(req, res, limit);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
}

/**
 * The request's body limit, on the server, before Next reads the body. Next buffers every body that
 * proxy.ts may see (all of /api) until its end before the route handler runs, so a handler's own limit
 * came only after a 60 MB body had been read in full. Here a declared Content-Length over the route's
 * limit is a 413 at once, and a chunked body is counted as it arrives and cut at the limit (issue 36).
 * Returns true when the request was answered here.
 */
function gateBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const limit = bodyLimitFor(req.method ?? 'GET', req.url ?? '/');
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    // Node's parser never delivers more than the declared length, and refuses a length that is not a number.
    if (Number(declared) <= limit.bytes) return false;
    refuse(req, res, limit);
    return true;
  }
  if (req.headers['transfer-encoding'] !== undefined) countAsItArrives(req, res, limit);
  return false;
}

/** Puts gateBody in front of Next on every HTTP server of this process (instrumentation.ts). */
export function installBodyGate(): () => void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function gatedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (gateBody(req, res)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  return () => {
    http.Server.prototype.emit = emit;
  };
}
