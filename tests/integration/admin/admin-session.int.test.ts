import { SignJWT, UnsecuredJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as verifyTokenRoute } from '@/app/api/websiteadmin/verify-token/route';
import { POST as logout } from '@/app/api/websiteadmin/logout/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { createAdmin, getAuthSecret } from '@/lib/server/auth';
import { auditLog, websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`admin sign-in and session verification [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let adminId = '';

  beforeAll(async () => {
    adminId = (
      await createAdmin(testDb.get(), { email: 'Jane@Firm.example', name: 'Jane', password: 'Passw0rdX' })
    ).id;
  });

  // Each sign-in comes from its own address so the per-address limit never interferes here.
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `10.1.0.${++address}` });

  async function signInToken(): Promise<string> {
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'jane@firm.example', password: 'Passw0rdX' },
        headers: from(),
      }),
      {},
    );
    expect(res.status).toBe(200);
    return (await res.json()).token;
  }

  async function forgedTokens() {
    const none = new UnsecuredJWT({ sv: 1 })
      .setSubject(adminId)
      .setIssuer('ailex-admin')
      .setExpirationTime('1h')
      .encode();
    const forged = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setIssuer('ailex-admin')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-'.padEnd(48, 'y')));
    const expired = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setIssuer('ailex-admin')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await getAuthSecret());
    // Same secret, wrong algorithm: HS512 must be refused even though the key would verify it.
    const hs512 = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(adminId)
      .setIssuer('ailex-admin')
      .setExpirationTime('1h')
      .sign(await getAuthSecret());
    return { none, forged, expired, hs512 };
  }

  it('signs in case-insensitively and sets an httpOnly SameSite=Strict cookie', async () => {
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: '  JANE@firm.example ', password: 'Passw0rdX' },
        headers: from(),
      }),
      {},
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      user: { id: adminId, name: 'Jane', email: 'jane@firm.example' },
      twoFactorSetupRequired: false,
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`admin_session=${body.token}`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=28800/);
  });

  it('records the sign-in in the audit log and stamps last_login_at', async () => {
    await signInToken();
    const rows = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({ adminId, ipAddress: expect.stringMatching(/^10\.1\.0\./) });
    const [admin] = await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, adminId));
    expect(admin?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const answers = [];
    for (const body of [
      { email: 'jane@firm.example', password: 'nope' },
      { email: 'who@firm.example', password: 'nope' },
    ]) {
      const res = await login(jsonRequest('/api/websiteadmin/login', { body, headers: from() }), {});
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      answers.push(await res.json());
    }
    expect(answers[0]).toEqual({ success: false, error: 'Invalid credentials' });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('takes about as long for an unknown email as for a wrong password (bcrypt always runs)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login(
        jsonRequest('/api/websiteadmin/login', { body: { email, password: 'WrongPass1' }, headers: from() }),
        {},
      );
      return performance.now() - started;
    };
    const median = async (email: (i: number) => string) => {
      const samples = [];
      for (let i = 0; i < 3; i++) samples.push(await time(email(i)));
      return samples.sort((a, b) => a - b)[1]!;
    };
    await time('warm@firm.example');
    const unknown = await median((i) => `nobody${i}@firm.example`);
    // With the earlier wrong password that makes 4 failures for jane: one short of a lockout.
    const known = await median(() => 'jane@firm.example');
    // A bcrypt compare at cost 12 takes well over 50 ms; skipping it for unknown emails would answer in a
    // few ms. The bounds are loose because the machine's load varies between samples.
    expect(unknown).toBeGreaterThan(50);
    expect(unknown).toBeGreaterThan(known * 0.4);
    expect(known).toBeGreaterThan(unknown * 0.4);
  });

  it('rejects malformed JSON, wrong types and oversized bodies with 4xx JSON, never 500', async () => {
    const bad = await login(
      jsonRequest('/api/websiteadmin/login', { body: '{"email":', headers: from() }),
      {},
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Malformed JSON body' });
    const typed = await login(
      jsonRequest('/api/websiteadmin/login', { body: { email: 5, password: [] }, headers: from() }),
      {},
    );
    expect(typed.status).toBe(400);
    expect((await typed.json()).error).toBe('Email is required');
    const missing = await login(
      jsonRequest('/api/websiteadmin/login', { body: { email: 'jane@firm.example' }, headers: from() }),
      {},
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Password is required');
    const huge = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'jane@firm.example', password: 'x'.repeat(70_000) },
        headers: from(),
      }),
      {},
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'Request body too large' });
  });

  it('verifies the bearer token and the cookie', async () => {
    const token = await signInToken();
    const viaBearer = await verify(
      jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }),
      {},
    );
    expect(viaBearer.status).toBe(200);
    expect(await viaBearer.json()).toEqual({
      success: true,
      user: { id: adminId, name: 'Jane', email: 'jane@firm.example' },
    });
    const viaCookie = await verify(
      jsonRequest('/api/admin/verify', { headers: { cookie: `other=1; admin_session=${token}` } }),
      {},
    );
    expect(viaCookie.status).toBe(200);
  });

  it('refuses missing, forged, alg-none, other-algorithm and expired tokens', async () => {
    const { none, forged, expired, hs512 } = await forgedTokens();
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${none}` },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${hs512}` },
      { cookie: `admin_session=${none}` },
      { authorization: 'Bearer not-a-jwt' },
    ];
    for (const headers of cases) {
      const res = await verify(jsonRequest('/api/admin/verify', { headers }), {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('does not let the x-middleware-subrequest header skip the handler’s own check', async () => {
    const { forged } = await forgedTokens();
    const cases: Record<string, string>[] = [
      { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-middleware-subrequest': 'src/middleware', authorization: `Bearer ${forged}` },
    ];
    for (const headers of cases) {
      const res = await verify(jsonRequest('/api/admin/verify', { headers }), {});
      expect(res.status).toBe(401);
    }
  });

  it('verify-token answers the user for a valid token and 401 for any other', async () => {
    const token = await signInToken();
    const ok = await verifyTokenRoute(jsonRequest('/api/websiteadmin/verify-token', { body: { token } }), {});
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      success: true,
      user: { id: adminId, name: 'Jane', email: 'jane@firm.example' },
    });
    const { none, expired } = await forgedTokens();
    for (const bad of [none, expired, 'garbage']) {
      const res = await verifyTokenRoute(
        jsonRequest('/api/websiteadmin/verify-token', { body: { token: bad } }),
        {},
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Invalid or expired token' });
    }
    const empty = await verifyTokenRoute(
      jsonRequest('/api/websiteadmin/verify-token', { body: { token: 42 } }),
      {},
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'Token is required' });
  });

  it('logout clears the cookie and records the sign-out', async () => {
    const logouts = () => testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.logout'));
    const before = new Set((await logouts()).map((r) => r.id));
    const token = await signInToken();
    const res = await logout(
      jsonRequest('/api/websiteadmin/logout', {
        method: 'POST',
        // What the portal's own fetch carries (a cookie-authenticated write needs it; issue 24, point 10).
        headers: { cookie: `admin_session=${token}`, 'sec-fetch-site': 'same-origin' },
      }),
      {},
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Logged out' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/admin_session=;/);
    expect(cookie).toMatch(/Max-Age=0/);
    const rows = (await logouts()).filter((r) => !before.has(r.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.adminId).toBe(adminId);
    // Without a session there is nothing to record, but the cookie is still cleared.
    const anonymous = await logout(jsonRequest('/api/websiteadmin/logout', { method: 'POST' }), {});
    expect(anonymous.status).toBe(200);
    expect(await logouts()).toHaveLength(before.size + 1);
  });

  it('stops accepting a token once the session version is bumped', async () => {
    const token = await signInToken();
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ sessionVersion: sql`${websiteAdmins.sessionVersion} + 1` })
      .where(eq(websiteAdmins.id, adminId));
    const res = await verify(
      jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }),
      {},
    );
    expect(res.status).toBe(401);
  });
});
