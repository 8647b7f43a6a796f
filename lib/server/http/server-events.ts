import 'server-only';
import http from 'node:http';

/** Sees one event of an HTTP server before Node delivers it; true means it was handled (Next never sees it). */
export type ServerEventInterceptor = (
  server: http.Server,
  event: string | symbol,
  args: unknown[],
) => boolean;

/**
 * Puts `intercept` in front of every event of every HTTP server of this process. Next creates its server
 * (start-server.js, for `next start` and the standalone server.js alike) and starts listening before
 * instrumentation.ts runs, and hands it to no hook of ours: this reaches it without a custom server or a
 * preload flag. The gates that sit before Next (methods, bodies, timeouts) all go through here. Returns
 * the undo, for tests, which share the http module with the rest of their worker.
 */
export function interceptServerEvents(intercept: ServerEventInterceptor): () => void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function interceptedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (intercept(this, event, args)) return true;
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  return () => {
    http.Server.prototype.emit = emit;
  };
}

/** Runs around the delivery of one HTTP request: call `deliver` to hand the request on to Next. */
export type ServerRequestWrapper = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deliver: () => boolean,
) => boolean;

/**
 * Puts `wrap` around the delivery of every request event (the other events pass untouched): for what
 * must hold for the whole of Next's handling of a request, such as an AsyncLocalStorage context.
 */
export function wrapServerRequests(wrap: ServerRequestWrapper): () => void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function wrappedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    const deliver = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    const [req, res] = args;
    if (
      event !== 'request' ||
      !(req instanceof http.IncomingMessage) ||
      !(res instanceof http.ServerResponse)
    ) {
      return deliver();
    }
    return wrap(req, res, deliver);
  } as typeof emit;
  return () => {
    http.Server.prototype.emit = emit;
  };
}
