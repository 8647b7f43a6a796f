import 'server-only';
import http from 'node:http';
import { REFUSED_BODY_LINGER_MS, SLOW_BODY, SLOW_BODY_MESSAGE } from '@/lib/constants/infrastructure';
import { bodyLimitFor, type BodyLimit } from './body-limits';
import { interceptServerEvents } from './server-events';

type SlowBodyRule = { [K in keyof typeof SLOW_BODY]: number };

/**
 * The refusal (413 for a body over its limit, 408 for one arriving too slowly), sent by the server itself
 * with `Connection: close`, and the end of the connection without reading the rest of the body: the
 * socket stops reading, sends the answer and its FIN, and is destroyed REFUSED_BODY_LINGER_MS later (or
 * when the client closes). Node would destroy it as soon as the answer is out, and a close with unread
 * data is a reset that could reach the client before the answer.
 */
function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: 408 | 413,
  message: string,
): void {
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
  const body = JSON.stringify({ error: message });
  res.shouldKeepAlive = false;
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Watches a body as Node's parser hands it over, before anyone reads it. A chunked body (`sizeLimit`
 * given) is counted and refused past the limit. Every body is judged each `checkIntervalMs` until its
 * last byte: after `graceMs` its average rate since the headers must be at least `minBytesPerSecond`, and
 * it may not send nothing for `stallMs`; otherwise a 408. Node's request timeout (120 s) alone let a body
 * sent a byte a second hold its socket that long. Time during which the request's buffer is full is not
 * counted against the client: then the reader (Next, a handler) is behind, and the parser has stopped
 * reading the socket. Once refused, whatever the parser still hands over is dropped (returning false also
 * tells it to stop reading the socket).
 */
function watchBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  sizeLimit: BodyLimit | undefined,
  rule: SlowBodyRule,
): void {
  const push = req.push;
  let received = 0;
  let refused = false;
  let lastCheckAt = performance.now();
  let lastByteAt = lastCheckAt;
  /** Time since the headers that the client had the server's attention. */
  let clientTime = 0;
  const check = (): void => {
    const now = performance.now();
    const sinceLastCheck = now - lastCheckAt;
    lastCheckAt = now;
    if (req.readableLength >= req.readableHighWaterMark) {
      lastByteAt = now;
      return;
    }
    clientTime += sinceLastCheck;
    const stalled = now - lastByteAt >= rule.stallMs;
    const tooSlow = clientTime >= rule.graceMs && received * 1_000 < rule.minBytesPerSecond * clientTime;
    if (stalled || tooSlow) cut(408, SLOW_BODY_MESSAGE);
  };
  const timer = setInterval(check, rule.checkIntervalMs).unref();
  const stopWatching = () => clearInterval(timer);
  const cut = (status: 408 | 413, message: string): void => {
    refused = true;
    stopWatching();
    refuse(req, res, status, message);
  };
  req.socket.once('close', stopWatching);
  req.push = function watchedPush(this: http.IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (refused) return false;
    if (chunk === null) {
      stopWatching();
      req.socket.off('close', stopWatching);
    } else if (Buffer.isBuffer(chunk) || typeof chunk === 'string') {
      received += Buffer.byteLength(chunk);
      lastByteAt = performance.now();
      if (sizeLimit && received > sizeLimit.bytes) {
        cut(413, sizeLimit.message);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
}

/**
 * The request's body limits, on the server, before Next reads the body. Next buffers every body that
 * proxy.ts may see (all of /api) until its end before the route handler runs, so a handler's own limit
 * came only after a 60 MB body had been read in full. Here a declared Content-Length over the route's
 * limit is a 413 at once, a chunked body is counted as it arrives and cut at the limit, and any body
 * arriving slower than `rule` is cut with a 408 (issue 36). Returns true when the request was answered here.
 */
function gateBody(req: http.IncomingMessage, res: http.ServerResponse, rule: SlowBodyRule): boolean {
  const limit = bodyLimitFor(req.method ?? 'GET', req.url ?? '/');
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    // Node's parser never delivers more than the declared length, and refuses a length that is not a number.
    if (Number(declared) > limit.bytes) {
      refuse(req, res, 413, limit.message);
      return true;
    }
    if (Number(declared) > 0) watchBody(req, res, undefined, rule);
    return false;
  }
  if (req.headers['transfer-encoding'] !== undefined) watchBody(req, res, limit, rule);
  return false;
}

/**
 * Puts gateBody in front of Next on every HTTP server of this process (instrumentation.ts). `rule` is
 * SLOW_BODY but in tests, which shorten it.
 */
export function installBodyGate(rule: SlowBodyRule = SLOW_BODY): () => void {
  return interceptServerEvents((_server, event, args) => {
    if (event !== 'request') return false;
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    return gateBody(req, res, rule);
  });
}
