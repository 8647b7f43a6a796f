import 'server-only';
import { toErrorResponse } from './responses';

type Handler<C, R extends Request> = (request: R, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every thrown error becomes the JSON error shape. Next passes a NextRequest;
 * a handler that needs its parsed cookies declares `request: NextRequest`.
 */
export function apiRoute<C = unknown, R extends Request = Request>(handler: Handler<C, R>): Handler<C, R> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}
