import 'server-only';
import type { NextRequest } from 'next/server';
import { requireAdmin, type AdminSession } from '@/lib/server/auth/admin-session';
import { assertParamsHaveNoNul } from './request';
import { privateNoStore, toErrorResponse } from './responses';
import { assertSameOriginForCookieAuth } from './same-origin';

type AdminHandler<C> = (request: NextRequest, context: C, session: AdminSession) => Promise<Response>;

/**
 * Wraps an /api/admin/** handler: verifies the session itself (never trusting the proxy alone),
 * refuses cookie-authenticated writes from another origin, refuses NUL in route params, maps thrown
 * errors to the JSON error shape and marks every answer `private, no-store`.
 */
export function withAdmin<C = unknown>(
  handler: AdminHandler<C>,
): (request: NextRequest, context: C) => Promise<Response> {
  return async (request, context) => {
    try {
      const session = await requireAdmin(request);
      assertSameOriginForCookieAuth(request);
      await assertParamsHaveNoNul(context);
      return privateNoStore(await handler(request, context, session));
    } catch (err) {
      return privateNoStore(toErrorResponse(err));
    }
  };
}
