import 'server-only';
import {
  SESSION_MAX_LIFETIME_SECONDS,
  SESSION_RENEW_BELOW_SECONDS,
  SESSION_TTL_SECONDS,
} from '@/lib/constants/auth';
import type { DbOrTx } from '@/lib/server/db/client';
import { UnauthorizedError } from '@/lib/server/errors';
import type { AdminSession } from './admin-session';
import { extendLiveSession, findSession } from './admin-sessions-repository';
import { signSessionToken } from './session-token';

export type SessionRenewal = { renewed: true; token: string; expiresAt: Date } | { renewed: false };

/**
 * Sliding renewal (ADR 0076). A session the portal is using, with less than half its life left, gets a
 * fresh SESSION_TTL_SECONDS: the same server-side row (so logout, "end session", a password reset or a
 * disabled account still end it at once) with a later end, and a new token naming it. Never beyond
 * SESSION_MAX_LIFETIME_SECONDS after the sign-in, so a stolen token cannot be kept alive for ever.
 * A session with more than half its life left is not renewed: frequent calls cost one read.
 */
export async function renewSession(
  db: DbOrTx,
  session: AdminSession,
  now: Date = new Date(),
): Promise<SessionRenewal> {
  const row = await findSession(db, session.sessionId);
  if (!row) throw new UnauthorizedError('Unauthorized');
  const left = row.expiresAt.getTime() - now.getTime();
  if (left > SESSION_RENEW_BELOW_SECONDS * 1000) return { renewed: false };
  const cap = row.createdAt.getTime() + SESSION_MAX_LIFETIME_SECONDS * 1000;
  const end = Math.min(now.getTime() + SESSION_TTL_SECONDS * 1000, cap);
  if (end <= row.expiresAt.getTime()) return { renewed: false };
  const expiresAt = new Date(end);
  const extended = await extendLiveSession(db, {
    sessionId: row.id,
    adminId: session.user.id,
    now,
    expiresAt,
  });
  if (!extended) throw new UnauthorizedError('Unauthorized');
  const token = await signSessionToken(
    { adminId: session.user.id, sessionId: row.id, sessionVersion: session.sessionVersion },
    now,
    expiresAt,
  );
  return { renewed: true, token, expiresAt };
}
