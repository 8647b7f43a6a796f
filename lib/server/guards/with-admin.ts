import 'server-only';
import type { NextRequest } from 'next/server';
import type { UserRole } from '@/lib/constants/users';
import { requireAdmin, type AdminSession, type SessionRequirements } from '@/lib/server/auth';
import { assertWellFormedParams } from '@/lib/server/http/request';
import { readSessionToken } from '@/lib/server/http/request-token';
import { privateNoStore, toErrorResponse } from '@/lib/server/http/responses';
import { assertSameOriginForCookieAuth } from '@/lib/server/http/same-origin';

/** The option of an admin-only route (leads, users, others' sessions, security settings). */
export const ADMIN_ONLY = { role: 'admin' } as const satisfies { role: UserRole };

/**
 * The option of the routes an account needs to turn 2FA on while an admin requires it (its account read,
 * 2FA setup and enable, the session check); every other admin route refuses such an account with a 403.
 */
export const TWO_FACTOR_SETUP = { duringTwoFactorSetup: true } as const satisfies SessionRequirements;

type AdminHandler<C> = (request: NextRequest, context: C, session: AdminSession) => Promise<Response>;

/**
 * Wraps an /api/admin/** handler: verifies the session itself (never trusting the proxy alone),
 * refuses cookie-authenticated writes from another origin, refuses NUL in route params, maps thrown
 * errors to the JSON error shape and marks every answer `private, no-store`. `{ role: 'admin' }` marks
 * an admin-only route: an editor's session gets a 403. While 2FA is required, an account without it
 * gets a 403 everywhere but on the TWO_FACTOR_SETUP routes.
 */
export function withAdmin<C = unknown>(
  handler: AdminHandler<C>,
  options: SessionRequirements = {},
): (request: NextRequest, context: C) => Promise<Response> {
  return async (request, context) => {
    try {
      const session = await requireAdmin(readSessionToken(request)?.token, options);
      assertSameOriginForCookieAuth(request);
      await assertWellFormedParams(context);
      return privateNoStore(await handler(request, context, session));
    } catch (err) {
      return privateNoStore(toErrorResponse(err));
    }
  };
}
