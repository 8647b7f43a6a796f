import 'server-only';
import http from 'node:http';
import { BRAND_NAME } from '@/lib/constants/site';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/constants/infrastructure';
import { noteDatabaseError, requestDbRecords, type RequestDbRecord } from '@/lib/server/db/outage';
import { lastGoodPageHtml } from '@/lib/server/cache/outage-copies.mjs';
import { wrapServerRequests } from './server-events';

/*
 * A page that cannot render because the database is unreachable answers 503 with Retry-After and a
 * small page of ours, not Next's 500 page (issue 34; docs/adr/0099). The App Router gives a page no way
 * to set its status from an error (error.tsx renders inside a 500), so this sits at the Node server:
 * - every page request runs in an AsyncLocalStorage context; Next's onRequestError (instrumentation.ts)
 *   records there that the request failed on the database;
 * - a page answer whose status is 500 is held back (headers and body, compressed or not) until Next
 *   ends it; then, if the database was recorded as unreachable, or does not answer a ping now, the
 *   held answer is replaced by the 503 page, else it is sent as it was.
 * Answers of any other status pass through at once, untouched. API routes answer 503 JSON themselves.
 */

/** Called from instrumentation.ts's onRequestError: notes a database outage against the request. */
export const recordRequestError = noteDatabaseError;

/** The 503 page: no script, no external asset, nothing that needs the database. */
function outagePageHtml(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable · ${BRAND_NAME}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.5;color:#4b5563}strong{display:block;margin-bottom:1.5rem;font-size:1.125rem;color:#111827}</style></head><body><main><strong>${BRAND_NAME}</strong><h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a minute.</p></main></body></html>`;
}

/** Headers of Next's answer that still hold for the 503 page; everything else described the 500. */
const KEPT_HEADERS = new Set([
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
]);

/**
 * A document request (not the router's RSC fetch) for a page this process served: the HTML of its last
 * good copy (docs/adr/0104). The cache handlers serve that copy themselves once their database probe
 * says "down"; this covers a render the outage cut short after the probe had said "up".
 */
function lastGoodCopyFor(req: http.IncomingMessage): string | undefined {
  if (req.headers.rsc !== undefined) return undefined;
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  return lastGoodPageHtml(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

function sendOutagePage(
  res: http.ServerResponse,
  writeHead: http.ServerResponse['writeHead'],
  end: EndFn,
  done: unknown,
): void {
  const copy = lastGoodCopyFor(res.req);
  const csp = res.getHeader('content-security-policy');
  for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
  if (copy !== undefined) {
    const html = Buffer.from(copy);
    writeHead.call(res, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(html.length),
      // Not for shared caches: the page is served fresh again as soon as the database answers.
      'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      ...(csp === undefined ? {} : { 'Content-Security-Policy': csp }),
    });
    end.call(res, res.req.method === 'HEAD' ? undefined : html, undefined, done);
    return;
  }
  const body = Buffer.from(outagePageHtml());
  writeHead.call(res, 503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  end.call(res, res.req.method === 'HEAD' ? undefined : body, undefined, done);
}

type EndFn = (chunk?: unknown, encoding?: unknown, cb?: unknown) => http.ServerResponse;
type WriteFn = (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;

/**
 * Holds back `res` if it turns out to be a 500, and at its end lets `isOutage` decide between the
 * held answer and the 503 page. Exported for tests; the server uses it through installOutagePage.
 */
export function guardPageResponse(res: http.ServerResponse, isOutage: () => Promise<boolean>): void {
  const writeHead = res.writeHead;
  const write = res.write as WriteFn;
  const end = res.end as EndFn;
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided';
  let heldHead: Parameters<typeof writeHead> | undefined;
  const heldChunks: [unknown, unknown][] = [];

  // Every way headers leave (writeHead, flushHeaders, the first write or end) goes through writeHead.
  res.writeHead = function guardedWriteHead(
    this: http.ServerResponse,
    ...args: Parameters<typeof writeHead>
  ) {
    if (mode === 'undecided') mode = args[0] === 500 ? 'hold' : 'pass';
    if (mode === 'pass') return writeHead.apply(this, args);
    heldHead ??= args;
    return this;
  } as typeof writeHead;
  res.flushHeaders = function guardedFlushHeaders(this: http.ServerResponse) {
    if (mode === 'undecided') res.writeHead(res.statusCode);
    if (mode === 'pass') http.ServerResponse.prototype.flushHeaders.call(this);
  };
  res.write = function guardedWrite(
    this: http.ServerResponse,
    chunk: unknown,
    encoding?: unknown,
    cb?: unknown,
  ) {
    if (mode === 'undecided') res.writeHead(res.statusCode);
    if (mode === 'pass') return write.call(this, chunk, encoding, cb);
    heldChunks.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  } as typeof res.write;
  res.end = function guardedEnd(
    this: http.ServerResponse,
    chunk?: unknown,
    encoding?: unknown,
    cb?: unknown,
  ) {
    if (mode === 'undecided') res.writeHead(res.statusCode);
    if (mode === 'pass') return end.call(this, chunk, encoding, cb);
    const last = typeof chunk === 'function' ? undefined : chunk;
    const done = [chunk, encoding, cb].find((a) => typeof a === 'function');
    void isOutage()
      .catch(() => false)
      .then((outage) => {
        if (res.destroyed) return;
        if (outage) return sendOutagePage(res, writeHead, end, done);
        // Not the database: Next's own answer, as it was.
        if (heldHead) writeHead.apply(res, heldHead);
        for (const [c, e] of heldChunks) write.call(res, c, e);
        end.call(res, last, typeof encoding === 'string' ? encoding : undefined, done);
      });
    return this;
  } as typeof res.end;
}

/** Page requests: not the API (JSON 503s of its own), not Next's static files. */
function isPageRequest(req: http.IncomingMessage): boolean {
  const url = req.url ?? '/';
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/_next/static/')
  );
}

/** Installs the wrapper on every HTTP server of the process (instrumentation.ts, production only). */
export function installOutagePage(databaseAnswers: () => Promise<boolean>): () => void {
  return wrapServerRequests((req, res, deliver) => {
    if (!isPageRequest(req)) return deliver();
    const record: RequestDbRecord = { databaseUnavailable: false };
    guardPageResponse(res, async () => record.databaseUnavailable || !(await databaseAnswers()));
    return requestDbRecords.run(record, deliver);
  });
}
