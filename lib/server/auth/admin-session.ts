import 'server-only';
import { SESSION_COOKIE } from '@/lib/constants';
import { getDb } from '@/lib/server/db/client';
import { findAdminById } from '@/lib/server/repositories/admins';
import { ApiError } from '@/lib/server/http/api-error';
import { verifySessionToken } from './session-token';

/** What the admin screens and APIs know about the signed-in admin (SPEC 3: name and email). */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
}

export interface AdminSession {
  user: AdminUser;
  sessionVersion: number;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed cookie is no session, not a server error
    }
  }
  return undefined;
}

/** The session token of a request: the bearer header first, else the httpOnly cookie. */
export function sessionTokenFromRequest(request: Request): string | undefined {
  const auth = request.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || readCookie(request.headers.get('cookie'), SESSION_COOKIE);
}

/**
 * Verifies a token all the way: signature and expiry, then that the admin still exists and the
 * token's session version is current (a password reset revokes older tokens).
 */
export async function sessionFromToken(token: string | undefined): Promise<AdminSession | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const admin = await findAdminById(await getDb(), claims.adminId);
  if (!admin || admin.sessionVersion !== claims.sessionVersion) return null;
  return {
    user: { id: admin.id, name: admin.name, email: admin.email },
    sessionVersion: admin.sessionVersion,
  };
}

export function sessionFromRequest(request: Request): Promise<AdminSession | null> {
  return sessionFromToken(sessionTokenFromRequest(request));
}

/** The session, or a 401 ApiError. Every admin route handler goes through this (via withAdmin). */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await sessionFromRequest(request);
  if (!session) throw new ApiError(401, 'Unauthorized');
  return session;
}
