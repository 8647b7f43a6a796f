import 'server-only';
import { SESSION_TTL_SECONDS, SESSION_USER_AGENT_MAX_LENGTH } from '@/lib/constants/auth';
import type { DbOrTx } from '@/lib/server/db/client';
import { insertAdminSession } from './admin-sessions-repository';
import { signSessionToken } from './session-token';

/** Opens a server-side session for the admin and returns the token that names it. */
export async function issueSession(
  db: DbOrTx,
  admin: { id: string; sessionVersion: number },
  meta: { ipAddress?: string | null; userAgent?: string | null } = {},
  now: Date = new Date(),
): Promise<string> {
  const session = await insertAdminSession(db, {
    adminId: admin.id,
    // The row outlives the token by under a second (the token's exp is rounded down to seconds).
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    ipAddress: meta.ipAddress ?? null,
    userAgent: meta.userAgent?.slice(0, SESSION_USER_AGENT_MAX_LENGTH) ?? null,
    at: now,
  });
  return signSessionToken(
    { adminId: admin.id, sessionId: session.id, sessionVersion: admin.sessionVersion },
    now,
  );
}
