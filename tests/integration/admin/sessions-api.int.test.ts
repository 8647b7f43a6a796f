import { and, eq } from 'drizzle-orm';
import { DELETE as endSession } from '@/app/api/admin/sessions/[id]/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { issueSession, verifySessionToken, createAdmin, getActiveSessions } from '@/lib/server/auth';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`DELETE /api/admin/sessions/{id} [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  async function signedIn(email: string, meta: { ipAddress?: string; userAgent?: string } = {}) {
    const db = testDb.get();
    const admin = await createAdmin(db, { email, name: email.split('@')[0]!, password: 'Passw0rdX' });
    return { admin, token: await issueSession(db, admin, meta) };
  }

  async function sessionIdOf(token: string): Promise<string> {
    const claims = await verifySessionToken(token);
    if (!claims) throw new Error('test token does not verify');
    return claims.sessionId;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const del = (id: string, headers: Record<string, string>) =>
    endSession(jsonRequest(`/api/admin/sessions/${id}`, { method: 'DELETE', headers }), routeContext({ id }));
  const verifyStatus = async (token: string) =>
    (await verify(jsonRequest('/api/admin/verify', { headers: bearer(token) }), {})).status;

  it('ends another session of the same admin: its token is refused from then on, with an audit row', async () => {
    const { admin, token: mine } = await signedIn('ann@firm.example');
    const other = await issueSession(testDb.get(), admin, {
      ipAddress: '10.9.0.2',
      userAgent: 'Other browser',
    });
    expect(await verifyStatus(other)).toBe(200);
    const otherId = await sessionIdOf(other);

    const res = await del(otherId, { ...bearer(mine), 'x-forwarded-for': '10.9.0.1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Session ended' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    expect(await verifyStatus(other)).toBe(401);
    expect(await verifyStatus(mine)).toBe(200);
    const audit = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.session_ended'), eq(auditLog.adminId, admin.id)));
    expect(audit).toEqual([
      expect.objectContaining({ detail: { sessionId: otherId }, ipAddress: '10.9.0.1' }),
    ]);

    // Ending it again: it is no longer live, so it is as unknown as any other id.
    const again = await del(otherId, bearer(mine));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Session not found' });
  });

  it("answers 404 for another admin's session and an unknown id, and leaves that session working", async () => {
    const { token: mine } = await signedIn('bob@firm.example');
    const { token: theirs } = await signedIn('cat@firm.example');
    const foreign = await del(await sessionIdOf(theirs), bearer(mine));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Session not found' });
    expect(await verifyStatus(theirs)).toBe(200);

    const unknown = await del('7d3f1c1e-0000-4000-8000-000000000000', bearer(mine));
    expect(unknown.status).toBe(404);
    expect(
      await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.session_ended')),
    ).toHaveLength(1);
  });

  it('refuses to end the current session (Logout does that), a malformed id, and a caller without a session', async () => {
    const { token: mine } = await signedIn('dan@firm.example');
    const current = await del(await sessionIdOf(mine), bearer(mine));
    expect(current.status).toBe(400);
    expect(await current.json()).toEqual({ error: 'This is the current session: use Logout to end it' });
    expect(await verifyStatus(mine)).toBe(200);

    const malformed = await del('not-a-uuid', bearer(mine));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Session id must be a valid id');

    const anonymous = await del(await sessionIdOf(mine), {});
    expect(anonymous.status).toBe(401);
  });

  it('lists the live sessions of the admin only, newest first, the current one marked', async () => {
    const db = testDb.get();
    const { admin, token: first } = await signedIn('eve@firm.example', {
      ipAddress: '10.9.1.1',
      userAgent: 'First browser',
    });
    const second = await issueSession(
      db,
      admin,
      { ipAddress: '10.9.1.2', userAgent: 'Second browser' },
      new Date(Date.now() + 1000),
    );
    const ended = await issueSession(db, admin);
    await del(await sessionIdOf(ended), bearer(first));
    await signedIn('fay@firm.example');

    const claims = await verifySessionToken(second);
    if (!claims) throw new Error('test token does not verify');
    const sessions = await getActiveSessions({
      user: { id: admin.id, name: admin.name, email: admin.email },
      sessionId: claims.sessionId,
      sessionVersion: claims.sessionVersion,
      role: 'admin',
      twoFactor: false,
    });
    expect(sessions.map((s) => [s.userAgent, s.ipAddress, s.current])).toEqual([
      ['Second browser', '10.9.1.2', true],
      ['First browser', '10.9.1.1', false],
    ]);
  });
});
