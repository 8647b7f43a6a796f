import 'server-only';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { apiRouteMethods, PAGE_METHODS, ROUTABLE_METHODS, SERVER_ACTION_PAGES } from './route-methods';
import { interceptServerEvents } from './server-events';

/** What the gate answers instead of Next; null lets the request through. */
export interface MethodRefusal {
  status: 400 | 404 | 405;
  /** The Allow header (405 only). */
  allow?: string;
  /** JSON `{ error }` on /api, plain text elsewhere. */
  json: boolean;
  body: string;
}

const routable = new Set<string>(ROUTABLE_METHODS);

/** A path's segments as the router matches them, decoded; null when an escape does not decode. */
function segmentsOf(url: string): string[] | null {
  const end = url.search(/[?#]/);
  try {
    return (end === -1 ? url : url.slice(0, end)).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The answer to a request method a route does not take (docs/adr/0037): pages and the route handlers
 * outside /api take GET and HEAD (405 `Allow: GET, HEAD` otherwise; OPTIONS is left to Next); an API route takes what its file
 * exports (405 JSON with its Allow list); an unknown API path is left to the catch-all route's 404,
 * unless its method is one Next cannot route at all (TRACE, PROPFIND, ...): then the 404 is answered here.
 */
export function methodRefusal(method: string, url: string): MethodRefusal | null {
  const segments = segmentsOf(url);
  // A malformed escape is proxy.ts's 400 ('Malformed URL'); a method Next cannot route never reaches
  // proxy.ts, so it gets the same answer here.
  if (segments === null) {
    return routable.has(method) ? null : { status: 400, json: true, body: '{"error":"Malformed URL"}' };
  }
  if (segments[0] !== 'api') {
    // OPTIONS keeps Next's answers: 204 with Allow from the feeds and other handlers, 405 from static
    // pages, an empty 400 from ISR pages (none a 5xx).
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
    const actionPage =
      segments.length === 3 && SERVER_ACTION_PAGES.some(([a, b]) => segments[0] === a && segments[1] === b);
    if (actionPage && method === 'POST') return null;
    const allow = actionPage ? [...PAGE_METHODS, 'POST'] : PAGE_METHODS;
    return { status: 405, allow: allow.join(', '), json: false, body: 'Method Not Allowed' };
  }
  const allowed = apiRouteMethods(segments);
  if (allowed === null) {
    return routable.has(method) ? null : { status: 404, json: true, body: '{"error":"Not found"}' };
  }
  if ((allowed as readonly string[]).includes(method)) return null;
  return { status: 405, allow: allowed.join(', '), json: true, body: '{"error":"Method not allowed"}' };
}

function send(res: http.ServerResponse, refusal: MethodRefusal): void {
  res.statusCode = refusal.status;
  if (refusal.allow) res.setHeader('Allow', refusal.allow);
  res.setHeader('Content-Type', refusal.json ? 'application/json' : 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(refusal.body);
}

/** Node's own answers to a request it cannot parse, with a JSON body instead of an empty one. */
const UNPARSABLE: Record<string, { status: string; error: string }> = {
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', error: 'Request headers too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', error: 'Request timeout' },
};

/**
 * A request line or header Node's parser refuses (an unknown method such as FOO, a bad header, a header
 * section too large) never becomes a request: Node answers an empty 400 itself. Same statuses, but a
 * JSON body like every other refusal (issue 24, point 15).
 */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
  const { status, error: message } = UNPARSABLE[error.code ?? ''] ?? {
    status: '400 Bad Request',
    error: 'Bad request',
  };
  // Nothing may be written after part of an answer went out (a pipelined request's error).
  if (socket.writable && (!('bytesWritten' in socket) || socket.bytesWritten === 0)) {
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Puts methodRefusal in front of Next on every HTTP server of this process. It has to sit before Next:
 * Next builds a fetch Request for proxy.ts and for route handlers, and fetch refuses TRACE outright
 * (500 before any of our code runs); and ISR pages render a POST or TRACE like a GET. It costs a split
 * of the URL per request. Requests Node cannot parse get a JSON 4xx here too (answerUnparsable).
 */
export function installMethodGate(): () => void {
  return interceptServerEvents((server, event, args) => {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = methodRefusal(req.method ?? '', req.url ?? '/');
      if (!refusal) return false;
      send(res, refusal);
      return true;
    }
    if (event === 'clientError' && server.listenerCount('clientError') === 0) {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      answerUnparsable(error, socket);
      return true;
    }
    return false;
  });
}
