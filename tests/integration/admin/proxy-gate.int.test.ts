import { NextRequest } from 'next/server';
import { UnsecuredJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { proxy } from '@/proxy';
import { GET as verify } from '@/app/api/admin/verify/route';
import { createAdmin, issueSession } from '@/lib/server/auth';
import { websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

/** Next marks a response that lets the request through with this header. */
const passedThrough = (res: Response) => res.headers.get('x-middleware-next') === '1';

describe(`the proxy gate and the handlers behind it [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let adminId = '';
  let token = '';

  beforeAll(async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'gate@firm.example',
      name: 'Gate',
      password: 'GatePass1',
    });
    adminId = admin.id;
    token = await issueSession(testDb.get(), admin);
  });

  // Which paths reach the proxy at all is asked of Next's matcher in tests/unit/proxy-matcher.test.ts.

  it('redirects a dashboard visit without a session to sign-in, naming the page asked for, and drops a stale cookie', async () => {
    const signIn = 'http://localhost:3000/admin-secret-portal';
    const cases = [
      ['/admin-secret-portal/dashboard', signIn],
      [
        '/admin-secret-portal/dashboard/blog/articles?status=draft',
        `${signIn}?next=${encodeURIComponent('/admin-secret-portal/dashboard/blog/articles?status=draft')}`,
      ],
    ] as const;
    for (const [path, location] of cases) {
      const res = await proxy(request(path));
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe(location);
    }
    const stale = await proxy(request('/admin-secret-portal/dashboard', { cookie: 'admin_session=garbage' }));
    expect(stale.status).toBe(307);
    expect(stale.headers.get('set-cookie')).toMatch(/admin_session=;/);
  });

  it('answers 401 JSON on the admin APIs without a valid token', async () => {
    const none = new UnsecuredJWT({ sv: 1 })
      .setSubject(adminId)
      .setIssuer('ailex-admin')
      .setExpirationTime('1h')
      .encode();
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${none}` },
      { cookie: 'admin_session=nope' },
    ];
    for (const headers of cases) {
      const res = await proxy(request('/api/admin/blog/articles', headers));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('lets a validly signed token through by cookie or bearer', async () => {
    expect(
      passedThrough(
        await proxy(request('/admin-secret-portal/dashboard', { cookie: `admin_session=${token}` })),
      ),
    ).toBe(true);
    expect(
      passedThrough(await proxy(request('/api/admin/verify', { authorization: `Bearer ${token}` }))),
    ).toBe(true);
  });

  it('is only the cheap check: a revoked token passes the proxy but the handler refuses it', async () => {
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ sessionVersion: sql`${websiteAdmins.sessionVersion} + 1` })
      .where(eq(websiteAdmins.id, adminId));
    expect(
      passedThrough(await proxy(request('/api/admin/verify', { authorization: `Bearer ${token}` }))),
    ).toBe(true);
    const res = await verify(
      jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }),
      {},
    );
    expect(res.status).toBe(401);
  });

  it('does not pass a request because of the x-middleware-subrequest header, and neither does the handler', async () => {
    const headers = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' };
    const gated = await proxy(request('/api/admin/verify', headers));
    expect(gated.status).toBe(401);
    const direct = await verify(jsonRequest('/api/admin/verify', { headers }), {});
    expect(direct.status).toBe(401);
  });
});
