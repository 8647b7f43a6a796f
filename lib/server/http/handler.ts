import 'server-only';
import { assertParamsHaveNoNul } from './request';
import { privateNoStore, toErrorResponse } from './responses';

type Handler<C, R extends Request> = (request: R, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every thrown error becomes the JSON error shape. Next passes a NextRequest;
 * a handler that needs its parsed cookies declares `request: NextRequest`.
 */
export function apiRoute<C = unknown, R extends Request = Request>(handler: Handler<C, R>): Handler<C, R> {
  return async (request, context) => {
    try {
      await assertParamsHaveNoNul(context);
      return await handler(request, context);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}

/**
 * apiRoute for sign-in and recovery (/api/websiteadmin/**): every answer, error or not, is
 * `Cache-Control: private, no-store`, so no shared cache or browser history keeps a token or a session.
 */
export function privateApiRoute<C = unknown, R extends Request = Request>(
  handler: Handler<C, R>,
): Handler<C, R> {
  const wrapped = apiRoute(handler);
  return async (request, context) => privateNoStore(await wrapped(request, context));
}
