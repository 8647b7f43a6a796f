import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as logout } from '@/app/api/websiteadmin/logout/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { POST as createArticle } from '@/app/api/admin/blog/articles/route';
import { createAdmin } from '@/lib/server/auth';
import { resetConfigForTests } from '@/lib/config';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

// Issue 24, points 10 and 11: the site lives at SITE_URL; a write that a cookie authenticates must
// come from exactly that origin (scheme, host and port), whatever Host or X-Forwarded-Host say.
const SITE = 'https://www.ailex.example';
const API = `${SITE}/api`;

describe(`cross-site requests against cookie-authenticated writes [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const savedSiteUrl = process.env.SITE_URL;
  let adminId = '';

  beforeAll(async () => {
    process.env.SITE_URL = SITE;
    resetConfigForTests();
    adminId = (
      await createAdmin(testDb.get(), { email: 'origin@firm.example', name: 'Origin', password: 'Passw0rdX' })
    ).id;
  });
  afterAll(() => {
    if (savedSiteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = savedSiteUrl;
    resetConfigForTests();
  });

  let address = 0;
  async function signIn(): Promise<string> {
    const res = await login(
      jsonRequest(`${API}/websiteadmin/login`, {
        body: { email: 'origin@firm.example', password: 'Passw0rdX' },
        headers: { origin: SITE, 'x-forwarded-for': `10.24.0.${++address}` },
      }),
      {},
    );
    expect(res.status).toBe(200);
    return (await res.json()).token;
  }
  const stillSignedIn = async (token: string) =>
    (await verify(jsonRequest(`${API}/admin/verify`, { headers: { authorization: `Bearer ${token}` } }), {}))
      .status === 200;
  const logouts = async () =>
    (await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.logout'))).filter(
      (r) => r.adminId === adminId,
    ).length;

  it('refuses a sign-out that another site starts, and keeps the session', async () => {
    const token = await signIn();
    const before = await logouts();
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://blog.ailex.example', 'sec-fetch-site': 'same-site' },
      {}, // a cookie and neither Origin nor Sec-Fetch-Site
    ];
    for (const headers of forged) {
      const res = await logout(
        jsonRequest(`${API}/websiteadmin/logout`, {
          method: 'POST',
          headers: { ...headers, cookie: `admin_session=${token}` },
        }),
        {},
      );
      expect([headers, res.status]).toEqual([headers, 403]);
      expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await stillSignedIn(token)).toBe(true);
    expect(await logouts()).toBe(before);
  });

  it('signs out from its own origin (Origin, or Sec-Fetch-Site: same-origin)', async () => {
    const own: Record<string, string>[] = [{ origin: SITE }, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of own) {
      const token = await signIn();
      const res = await logout(
        jsonRequest(`${API}/websiteadmin/logout`, {
          method: 'POST',
          headers: { ...headers, cookie: `admin_session=${token}` },
        }),
        {},
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/admin_session=;/);
      expect(await stillSignedIn(token)).toBe(false);
    }
  });

  it.each<[string, Record<string, string>]>([
    ['a spoofed X-Forwarded-Host', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
    ['a spoofed Host', { origin: 'https://evil.example', host: 'evil.example' }],
    ['the right host over http', { origin: 'http://www.ailex.example' }],
    ['the right host on another port', { origin: 'https://www.ailex.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('refuses a cookie-authenticated admin write with %s, and writes nothing', async (_name, headers) => {
    const token = await signIn();
    const res = await createArticle(
      jsonRequest(`${API}/admin/blog/articles`, {
        body: { title: 'Forged', slug: 'forged', content: '<p>x</p>', market: 'global', language: 'en' },
        headers: { ...headers, cookie: `admin_session=${token}` },
      }),
      {},
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
  });

  it('accepts the write from SITE_URL itself, a default port spelled out, or with the bearer header', async () => {
    const token = await signIn();
    const write = (slug: string, headers: Record<string, string>) =>
      createArticle(
        jsonRequest(`${API}/admin/blog/articles`, {
          body: { title: 'Own', slug, content: '<p>x</p>', market: 'global', language: 'en' },
          headers,
        }),
        {},
      );
    expect((await write('own-1', { cookie: `admin_session=${token}`, origin: SITE })).status).toBe(201);
    expect(
      (await write('own-2', { cookie: `admin_session=${token}`, origin: 'https://WWW.ailex.example:443' }))
        .status,
    ).toBe(201);
    expect((await write('own-3', { authorization: `Bearer ${token}` })).status).toBe(201);
  });

  it('refuses a sign-in posted from another origin, and accepts one with no Origin (a script)', async () => {
    const body = { email: 'origin@firm.example', password: 'Passw0rdX' };
    const forged = await login(
      jsonRequest(`${API}/websiteadmin/login`, {
        body,
        headers: { origin: 'https://evil.example', 'x-forwarded-for': '10.24.1.1' },
      }),
      {},
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const script = await login(
      jsonRequest(`${API}/websiteadmin/login`, { body, headers: { 'x-forwarded-for': '10.24.1.2' } }),
      {},
    );
    expect(script.status).toBe(200);
  });
});
