import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const run = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));
const scriptSrc = (policy: string | null) => policy?.split('; ').find((d) => d.startsWith('script-src'));

describe('proxy.ts', () => {
  it.each(['/blog/%ff', '/blog/usa/%ff', '/%', '/admin-secret-portal/%ff', '/blog/%E0%A4%A'])(
    'answers a page path with a malformed escape %s with a plain 400',
    async (path) => {
      const res = await run(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );

  it.each(['/api/blog/articles/market/%ff', '/api/admin/blog/articles/%ff', '/api/websiteadmin/x/%'])(
    'answers an API path with a malformed escape %s with a 400 JSON error',
    async (path) => {
      const res = await run(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Malformed URL' });
    },
  );

  it.each(['/blog/%20x', '/blog/a%2Fb', '/api/blog/articles/market/gl%6Fbal'])(
    'lets %s through',
    async (path) => {
      const res = await run(path);
      expect(res.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it.each([
    '/admin-secret-portal/dashboard',
    '/admin-secret-portal/%64ashboard',
    '/admin-secret-portal/dashboard%2Fblog',
    '//admin-secret-portal//dashboard',
    '/admin-secret-portal/dashboard/',
  ])('sends %s without a session to the sign-in page', async (path) => {
    const res = await run(path);
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/admin-secret-portal');
  });

  it.each(['/api/admin/verify', '/api/%61dmin/verify', '/api//admin/verify', '/api/admin%2Fverify'])(
    'refuses %s without a session with 401',
    async (path) => {
      expect((await run(path)).status).toBe(401);
    },
  );

  it.each([
    '/admin-secret-portal',
    '/admin-secret-portal/forgot-password',
    '/admin-secret-portal/reset-password/x',
  ])('lets %s through with a fresh nonce policy each time, on the request and the answer', async (path) => {
    const [a, b] = [await run(path), await run(path)];
    const policy = a.headers.get('content-security-policy');
    expect(scriptSrc(policy)).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'$/);
    expect(policy).not.toContain("unsafe-inline'; object");
    expect(scriptSrc(b.headers.get('content-security-policy'))).not.toBe(scriptSrc(policy));
    expect(a.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(policy).toContain(d);
  });
});
