import { eq } from 'drizzle-orm';
import { POST as renew } from '@/app/api/admin/sessions/renew/route';
import { DELETE as endSession } from '@/app/api/admin/sessions/[id]/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { createAdmin, issueSession, verifySessionToken } from '@/lib/server/auth';
import { SESSION_MAX_LIFETIME_SECONDS, SESSION_TTL_SECONDS } from '@/lib/constants/auth';
import { adminSessions } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const HOUR = 3600 * 1000;

describe(`POST /api/admin/sessions/renew: sliding renewal [${testDbKind()}] (ADR 0076)`, () => {
  const testDb = useTestDatabase();
  let admin: { id: string; sessionVersion: number };

  beforeAll(async () => {
    admin = await createAdmin(testDb.get(), {
      email: 'renew@firm.example',
      name: 'Renew',
      password: 'Passw0rdX',
    });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const callRenew = (token: string) =>
    renew(jsonRequest('/api/admin/sessions/renew', { method: 'POST', headers: bearer(token) }), {});
  const verifyStatus = async (token: string) =>
    (await verify(jsonRequest('/api/admin/verify', { headers: bearer(token) }), {})).status;
  async function sessionRow(token: string) {
    const claims = await verifySessionToken(token);
    if (!claims) throw new Error('test token does not verify');
    const [row] = await testDb
      .get()
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, claims.sessionId));
    if (!row) throw new Error('no session row');
    return row;
  }

  it('renews a session past half its life: a later end on the same row, a new token and cookie', async () => {
    // Signed in 5 hours ago: 3 of its 8 hours are left.
    const token = await issueSession(testDb.get(), admin, {}, new Date(Date.now() - 5 * HOUR));
    const before = await sessionRow(token);

    const res = await callRenew(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.renewed).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(res.headers.get('set-cookie')).toContain(`admin_session=${body.token}`);

    const after = await sessionRow(body.token);
    expect(after.id).toBe(before.id);
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_SECONDS * 1000 - 60_000);
    expect(Date.parse(body.expiresAt)).toBe(after.expiresAt.getTime());
    expect(await verifyStatus(body.token)).toBe(200);
  });

  it('does not renew a session with more than half its life left', async () => {
    const token = await issueSession(testDb.get(), admin, {}, new Date(Date.now() - HOUR));
    const before = await sessionRow(token);
    const res = await callRenew(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ renewed: false });
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });

  it('never renews past the maximum lifetime after sign-in', async () => {
    // Signed in 7 days less 2 hours ago, then renewed along the way: its row now ends in 3 hours.
    const signedInAt = new Date(Date.now() - SESSION_MAX_LIFETIME_SECONDS * 1000 + 2 * HOUR);
    const token = await issueSession(testDb.get(), admin, {}, new Date(Date.now() - 5 * HOUR));
    const row = await sessionRow(token);
    await testDb
      .get()
      .update(adminSessions)
      .set({ createdAt: signedInAt })
      .where(eq(adminSessions.id, row.id));

    const body = await (await callRenew(token)).json();
    expect(body).toEqual({ renewed: false });
    // Past the cap, nothing moves: the session ends at its current end.
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(row.expiresAt.getTime());
  });

  it('a revoked session stays revoked: renewal answers 401 and brings nothing back', async () => {
    const token = await issueSession(testDb.get(), admin, {}, new Date(Date.now() - 5 * HOUR));
    const other = await issueSession(testDb.get(), admin);
    const { id } = await sessionRow(token);
    const ended = await endSession(
      jsonRequest(`/api/admin/sessions/${id}`, { method: 'DELETE', headers: bearer(other) }),
      routeContext({ id }),
    );
    expect(ended.status).toBe(200);

    const res = await callRenew(token);
    expect(res.status).toBe(401);
    expect((await sessionRow(token)).revokedAt).not.toBeNull();
    expect(await verifyStatus(token)).toBe(401);
  });
});
