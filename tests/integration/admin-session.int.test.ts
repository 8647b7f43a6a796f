import { SignJWT, UnsecuredJWT } from 'jose';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { createAdmin } from '@/lib/server/services/admin-accounts';
import { getAuthSecret } from '@/lib/server/auth/secret';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { websiteAdmins } from '@/lib/server/db/schema';
import { eq, sql } from 'drizzle-orm';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`admin sign-in and session verification [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let adminId = '';

  beforeAll(async () => {
    adminId = (await createAdmin(testDb.get(), { email: 'Jane@Firm.example', name: 'Jane', password: 'Passw0rdX' })).id;
  });

  async function signInToken(): Promise<string> {
    const res = await login(jsonRequest('/api/websiteadmin/login', { body: { email: 'jane@firm.example', password: 'Passw0rdX' } }), {});
    expect(res.status).toBe(200);
    return (await res.json()).token;
  }

  it('signs in case-insensitively and sets an httpOnly SameSite=Strict cookie', async () => {
    const res = await login(jsonRequest('/api/websiteadmin/login', { body: { email: 'JANE@firm.example', password: 'Passw0rdX' } }), {});
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, token: expect.any(String), user: { id: adminId, name: 'Jane', email: 'jane@firm.example' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/admin_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    for (const body of [{ email: 'jane@firm.example', password: 'nope' }, { email: 'who@firm.example', password: 'nope' }]) {
      const res = await login(jsonRequest('/api/websiteadmin/login', { body }), {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Invalid credentials' });
    }
  });

  it('rejects malformed JSON and wrong types with 400, never 500', async () => {
    const bad = await login(jsonRequest('/api/websiteadmin/login', { body: '{"email":' }), {});
    expect(bad.status).toBe(400);
    const typed = await login(jsonRequest('/api/websiteadmin/login', { body: { email: 5, password: [] } }), {});
    expect(typed.status).toBe(400);
    expect((await typed.json()).error).toEqual(expect.any(String));
  });

  it('verifies the bearer token and the cookie', async () => {
    const token = await signInToken();
    const viaBearer = await verify(jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }), {});
    expect(viaBearer.status).toBe(200);
    expect((await viaBearer.json()).user.id).toBe(adminId);
    const viaCookie = await verify(jsonRequest('/api/admin/verify', { headers: { cookie: `admin_session=${token}` } }), {});
    expect(viaCookie.status).toBe(200);
  });

  it('refuses missing, forged, alg-none and expired tokens', async () => {
    const none = new UnsecuredJWT({ sv: 1 }).setSubject(adminId).setIssuer('ailex-admin').setExpirationTime('1h').encode();
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
    const cases: Record<string, string>[] = [{}, { authorization: `Bearer ${none}` }, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${expired}` }];
    for (const headers of cases) {
      const res = await verify(jsonRequest('/api/admin/verify', { headers }), {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('stops accepting a token once the session version is bumped', async () => {
    const token = await signInToken();
    await testDb.get().update(websiteAdmins).set({ sessionVersion: sql`${websiteAdmins.sessionVersion} + 1` }).where(eq(websiteAdmins.id, adminId));
    const res = await verify(jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }), {});
    expect(res.status).toBe(401);
  });
});
