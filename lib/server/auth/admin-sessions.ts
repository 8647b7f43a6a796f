import 'server-only';
import type { ActiveSession } from '@/lib/admin/sessions';
import type { AdminSession } from '@/lib/server/auth/admin-session';
import type { Db } from '@/lib/server/db/client';
import { InvalidError, NotFoundError } from '@/lib/server/errors';
import { listLiveSessions, revokeSession } from './admin-sessions-repository';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';

export const SESSION_MESSAGES = {
  ended: 'Session ended',
  notFound: 'Session not found',
  current: 'This is the current session: use Logout to end it',
} as const;

/** The admin's live sessions, the one of `session` marked current. */
export async function getActiveSessions(
  db: Db,
  session: AdminSession,
  now: Date = new Date(),
): Promise<ActiveSession[]> {
  const rows = await listLiveSessions(db, session.user.id, now);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === session.sessionId,
  }));
}

/**
 * Ends one of the admin's other sessions. Another admin's session, an unknown id and one already ended
 * all answer the same 404, so the route tells nothing about sessions that are not the caller's.
 */
export async function endOtherSession(
  db: Db,
  session: AdminSession,
  sessionId: string,
  ipAddress: string | null,
): Promise<void> {
  if (sessionId === session.sessionId) throw new InvalidError(SESSION_MESSAGES.current);
  const now = new Date();
  if (!(await revokeSession(db, session.user.id, sessionId, now))) {
    throw new NotFoundError(SESSION_MESSAGES.notFound);
  }
  await recordAudit(db, {
    action: AUDIT_ACTIONS.sessionEnded,
    adminId: session.user.id,
    detail: { sessionId },
    ipAddress,
    at: now,
  });
}
