import 'server-only';
import { toErrorResponse } from './responses';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so every thrown error becomes the JSON error shape. */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}
