import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as logout } from '@/app/api/websiteadmin/logout/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { POST as createArticle } from '@/app/api/admin/blog/articles/route';
import { createAdmin } from '@/lib/server/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const draft = {
  title: 'Hardening',
  slug: 'hardening',
  content: '<p>Body</p>',
  market: 'global',
  language: 'en',
};

describe(`admin request hardening [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let token = '';

  beforeAll(async () => {
    await createAdmin(testDb.get(), { email: 'guard@firm.example', name: 'Guard', password: 'Passw0rdX' });
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'guard@firm.example', password: 'Passw0rdX' },
        headers: { 'x-forwarded-for': '10.30.0.1' },
      }),
      {},
    );
    token = (await res.json()).token;
  });

  it('refuses a cookie-authenticated write from another origin with 403 and writes nothing', async () => {
    const res = await createArticle(
      jsonRequest('http://localhost:3000/api/admin/blog/articles', {
        body: draft,
        headers: { cookie: `admin_session=${token}`, origin: 'https://evil.example', host: 'localhost:3000' },
      }),
      {},
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-origin request refused' });
    const sameSite = await createArticle(
      jsonRequest('http://localhost:3000/api/admin/blog/articles', {
        body: draft,
        headers: { cookie: `admin_session=${token}`, 'sec-fetch-site': 'same-site' },
      }),
      {},
    );
    expect(sameSite.status).toBe(403);
  });

  it('accepts the same write from its own origin, or with the bearer header', async () => {
    const own = await createArticle(
      jsonRequest('http://localhost:3000/api/admin/blog/articles', {
        body: draft,
        headers: {
          cookie: `admin_session=${token}`,
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
        },
      }),
      {},
    );
    expect(own.status).toBe(201);
    const bearer = await createArticle(
      jsonRequest('http://localhost:3000/api/admin/blog/articles', {
        body: { ...draft, slug: 'hardening-2' },
        headers: { authorization: `Bearer ${token}`, origin: 'https://tools.example' },
      }),
      {},
    );
    expect(bearer.status).toBe(201);
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: JSON.stringify({ email: 'guard@firm.example', password: 'Passw0rdX' }),
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.30.0.2' },
      }),
      {},
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Content-Type must be application/json' });
  });

  it('treats a malformed session cookie as no session, never a 500', async () => {
    const bad = { cookie: 'admin_session=%E0%A4%A' };
    expect((await verify(jsonRequest('/api/admin/verify', { headers: bad }), {})).status).toBe(401);
    const out = await logout(jsonRequest('/api/websiteadmin/logout', { method: 'POST', headers: bad }), {});
    expect(out.status).toBe(200);
  });
});
