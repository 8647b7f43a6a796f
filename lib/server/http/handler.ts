import 'server-only';
import { assertWellFormedParams } from './request';
import { privateNoStore, toErrorResponse } from './responses';
import { assertSameOriginRequest } from './same-origin';

type Handler<C, R extends Request> = (request: R, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every thrown error becomes the JSON error shape. Next passes a NextRequest;
 * a handler that needs its parsed cookies declares `request: NextRequest`.
 */
export function apiRoute<C = unknown, R extends Request = Request>(handler: Handler<C, R>): Handler<C, R> {
  return async (request, context) => {
    try {
      await assertWellFormedParams(context);
      return await handler(request, context);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}

/**
 * apiRoute for sign-in, sign-out and recovery (/api/websiteadmin/**): every answer, error or not, is
 * `Cache-Control: private, no-store`, so no shared cache or browser history keeps a token or a session;
 * a write gets the same-origin check withAdmin gives the admin API (a forged sign-out or sign-in is 403).
 */
export function privateApiRoute<C = unknown, R extends Request = Request>(
  handler: Handler<C, R>,
): Handler<C, R> {
  const wrapped = apiRoute<C, R>(async (request, context) => {
    assertSameOriginRequest(request);
    return handler(request, context);
  });
  return async (request, context) => privateNoStore(await wrapped(request, context));
}
