import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { findAdminForLiveSession } from './admin-sessions-repository';
import type { UserRole } from '@/lib/constants/users';
import { ForbiddenError, UnauthorizedError } from '@/lib/server/errors';
import { verifySessionToken } from './session-token';

/** What the admin screens and APIs know about the signed-in admin (spec.md "Other shapes": name and email). */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
}

export interface AdminSession {
  user: AdminUser;
  /** admin_sessions.id of the session this request belongs to. */
  sessionId: string;
  sessionVersion: number;
  /** What the account may do (issue 26): an editor is refused admin-only routes with a 403. */
  role: UserRole;
  /** Whether the account signs in with an authenticator code as well. */
  twoFactor: boolean;
}

const FORBIDDEN_MESSAGE = 'Forbidden: this needs an admin account';
/** What every other admin route answers an account without 2FA while an admin requires it (ADR 0071). */
const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Forbidden: two-factor sign-in is required for every account. Turn it on first.';

/** How a route lets a session through: its role, and whether it is part of setting 2FA up. */
export interface SessionRequirements {
  role?: UserRole;
  /**
   * True only for what an account needs to turn 2FA on while it is required (its account read, 2FA
   * setup and enable, the session check): every other route refuses it with a 403 until then.
   */
  duringTwoFactorSetup?: boolean;
}

/**
 * Verifies a token all the way: signature and expiry, then (one query) that its server-side session
 * is neither revoked (logout, password reset) nor expired, the admin still exists and is active (a
 * disabled account's sessions end at once) and the token's session version is current.
 */
export async function sessionFromToken(
  token: string | undefined,
  now: Date = new Date(),
): Promise<AdminSession | null> {
  return (await liveSession(token, now))?.session ?? null;
}

/** The session, and whether every account must use 2FA: one query for both (ADR 0071). */
async function liveSession(
  token: string | undefined,
  now: Date,
): Promise<{ session: AdminSession; twoFactorRequired: boolean } | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const found = await findAdminForLiveSession(await getDb(), {
    sessionId: claims.sessionId,
    adminId: claims.adminId,
    now,
  });
  const admin = found?.admin;
  if (!found || !admin || admin.status !== 'active' || admin.sessionVersion !== claims.sessionVersion)
    return null;
  return {
    session: {
      user: { id: admin.id, name: admin.name, email: admin.email },
      sessionId: claims.sessionId,
      sessionVersion: admin.sessionVersion,
      role: admin.role,
      twoFactor: admin.totpEnabledAt !== null,
    },
    twoFactorRequired: found.twoFactorRequired,
  };
}

/**
 * The session of `token`, or an UnauthorizedError (401); with `role: 'admin'`, a ForbiddenError (403)
 * for an editor; while an admin requires 2FA, a ForbiddenError for an account without it, unless the
 * route is part of setting it up. Every admin route handler goes through this (via withAdmin).
 */
export async function requireAdmin(
  token: string | undefined,
  options: SessionRequirements = {},
): Promise<AdminSession> {
  const live = await liveSession(token, new Date());
  if (!live) throw new UnauthorizedError('Unauthorized');
  const { session } = live;
  if (options.role === 'admin' && session.role !== 'admin') throw new ForbiddenError(FORBIDDEN_MESSAGE);
  if (!session.twoFactor && !options.duringTwoFactorSetup && live.twoFactorRequired) {
    throw new ForbiddenError(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
  }
  return session;
}
