import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import nextConfig from '@/next.config.mjs';
import { config } from '@/proxy';

// Next's own matcher decides which requests reach proxy.ts; ask it about real paths instead of
// comparing the matcher list with a copy of itself.
const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url, nextConfig });

describe('which requests the proxy gate sees', () => {
  it.each([
    '/admin-secret-portal/dashboard',
    '/admin-secret-portal/dashboard/',
    '/admin-secret-portal/dashboard/x',
    '/admin-secret-portal/dashboard/blog/articles/new',
    '/admin-secret-portal/dashboard/x?tab=1',
    '/api/admin',
    '/api/admin/x',
    '/api/admin/verify',
    '/api/admin/blog/articles',
    '/api/admin/blog/articles/00000000-0000-4000-8000-000000000000',
    '/api/admin/blog/articles?page=2&status=all',
  ])('gates %s', (url) => {
    expect(runsProxy(url)).toBe(true);
  });

  it.each([
    // The sign-in and recovery screens (for their nonce policy; proxy.test.ts: they are not gated).
    '/admin-secret-portal',
    '/admin-secret-portal/',
    '/admin-secret-portal/forgot-password',
    '/admin-secret-portal/reset-password/abc',
    // Any path with a percent sign, to refuse a malformed escape.
    '/blog/%ff',
    '/blog/usa/%ff',
    '/api/blog/articles/market/%ff',
    '/%',
    '/admin-secret-portal/%64ashboard',
  ])('runs on %s', (url) => {
    expect(runsProxy(url)).toBe(true);
  });

  it.each(['/api//admin/verify', '/admin-secret-portal//dashboard', '/blog//x'])(
    'runs on %s, a repeated slash, to gate it by its path as the router reads it',
    (url) => {
      expect(runsProxy(url)).toBe(true);
    },
  );

  it.each([
    // Look-alike paths are other routes.
    '/admin-secret-portalx',
    '/api/adminx',
    '/api/administrator/x',
    // Public site, blog and APIs, and the files maintenance closes: HSTS, trailing slashes and
    // maintenance are the server's request gate's (docs/adr/0116), before Next.
    '/',
    '/login',
    '/blog',
    '/blog/x',
    '/blog/belgium-fr/x',
    '/api/blog/articles/market/global',
    '/api/blog/og/global?slug=x',
    '/api/websiteadmin/login',
    '/api/websiteadmin/forgot-password',
    '/api/public/contact',
    '/api/health',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/global-1.xml',
    '/blog/rss.xml',
    '/blog/belgium-fr/rss.xml',
  ])('does not run on %s', (url) => {
    expect(runsProxy(url)).toBe(false);
  });

  it.each([
    // Static files.
    '/favicon.ico',
    '/images/blog/research.jpg',
    '/_next/static/chunks/main.js',
  ])('leaves %s alone', (url) => {
    expect(runsProxy(url)).toBe(false);
  });
});
