import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config.mjs';

// Which headers next.config.mjs gives which path, asked of Next's own header matching.
async function headersFor(path: string): Promise<Headers> {
  return (await unstable_getResponseFromNextConfig({ url: `https://example.test${path}`, nextConfig }))
    .headers;
}

describe('next.config.mjs headers', () => {
  it.each([
    '/',
    '/tx',
    '/blog',
    '/blog/belgium-fr/x',
    '/api/blog/articles/market/global',
    '/admin-secret-portalx',
  ])(
    'gives %s the static policy and the security headers, and no robots or referrer override',
    async (path) => {
      const headers = await headersFor(path);
      expect(headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
      expect(headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-robots-tag')).toBeNull();
      expect(headers.get('cache-control')).toBeNull();
    },
  );

  it.each(['/admin-secret-portal', '/admin-secret-portal/', '/admin-secret-portal/dashboard/blog/articles'])(
    'leaves the policy of %s to proxy.ts and keeps it out of search engines',
    async (path) => {
      const headers = await headersFor(path);
      expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('never sends a reset link onward as a Referer', async () => {
    expect((await headersFor('/admin-secret-portal/reset-password/abc')).get('referrer-policy')).toBe(
      'no-referrer',
    );
    expect((await headersFor('/admin-secret-portal/forgot-password')).get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it.each(['/api/admin', '/api/admin/blog/articles', '/api/websiteadmin/login'])(
    'marks %s private',
    async (path) => {
      expect((await headersFor(path)).get('cache-control')).toBe('private, no-store');
    },
  );

  it.each(['/api/adminx', '/api/administrator/x', '/api/websiteadministrator'])(
    'leaves %s cacheable',
    async (path) => {
      expect((await headersFor(path)).get('cache-control')).toBeNull();
    },
  );

  it('matches with unnamed groups only', async () => {
    // Next re-compiles every header value holding a ':' (the policy's 'data:') through path-to-regexp on
    // each request whose rule has named parameters; unnamed groups give none.
    for (const rule of await nextConfig.headers!()) expect(rule.source).not.toMatch(/:[A-Za-z_]/);
  });
});
