import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { findAdminForLiveSession } from '@/lib/server/repositories/admin-sessions';
import { ApiError } from '@/lib/server/http/api-error';
import { readSessionToken, type SessionRequest } from './request-token';
import { verifySessionToken } from './session-token';

/** What the admin screens and APIs know about the signed-in admin (SPEC 3: name and email). */
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
}

/**
 * Verifies a token all the way: signature and expiry, then (one query) that its server-side session
 * is neither revoked (logout, password reset) nor expired, the admin still exists and the token's
 * session version is current.
 */
export async function sessionFromToken(
  token: string | undefined,
  now: Date = new Date(),
): Promise<AdminSession | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const admin = await findAdminForLiveSession(await getDb(), {
    sessionId: claims.sessionId,
    adminId: claims.adminId,
    now,
  });
  if (!admin || admin.sessionVersion !== claims.sessionVersion) return null;
  return {
    user: { id: admin.id, name: admin.name, email: admin.email },
    sessionId: claims.sessionId,
    sessionVersion: admin.sessionVersion,
  };
}

function sessionFromRequest(request: SessionRequest): Promise<AdminSession | null> {
  return sessionFromToken(readSessionToken(request)?.token);
}

/** The session, or a 401 ApiError. Every admin route handler goes through this (via withAdmin). */
export async function requireAdmin(request: SessionRequest): Promise<AdminSession> {
  const session = await sessionFromRequest(request);
  if (!session) throw new ApiError(401, 'Unauthorized');
  return session;
}
