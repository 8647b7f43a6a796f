import { NextRequest } from 'next/server';
import {
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server';
import { resetConfigForTests } from '@/lib/config';
import { config, proxy } from '@/proxy';
import nextConfig from '@/next.config.mjs';

// Issue 24, point 12: next.config's header rules are evaluated by `next build` and frozen in the routes
// manifest, so HSTS followed the SITE_URL of the build. It must follow the SITE_URL the server runs with.
const HSTS = 'max-age=31536000; includeSubDomains';
const PATHS = ['/', '/blog', '/blog/belgium-fr/x', '/api/health', '/api/blog/articles/market/global'];

describe('HSTS is decided when the server runs, from SITE_URL', () => {
  const saved = process.env.SITE_URL;
  const runWith = async (siteUrl: string, path: string) => {
    process.env.SITE_URL = siteUrl;
    resetConfigForTests();
    return proxy(new NextRequest(`${siteUrl}${path}`));
  };
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    resetConfigForTests();
  });

  it.each(PATHS)('reaches the public path %s (the proxy runs there)', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path, nextConfig })).toBe(true);
  });

  it.each([
    ...PATHS,
    '/admin-secret-portal',
    '/admin-secret-portal/dashboard',
    '/api/admin/verify',
    '/blog/%ff',
  ])('sends HSTS on %s when SITE_URL is https, and not when it is http', async (path) => {
    expect((await runWith('https://www.ailex.example', path)).headers.get('strict-transport-security')).toBe(
      HSTS,
    );
    expect(
      (await runWith('http://localhost:3000', path)).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('leaves HSTS out of the header rules a build freezes, whatever SITE_URL the build saw', async () => {
    process.env.SITE_URL = 'https://www.ailex.example';
    let built = nextConfig;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh evaluation of the config
      built = require('@/next.config.mjs').default;
    });
    expect(built).not.toBe(nextConfig);
    for (const rule of await built.headers!()) {
      expect(rule.headers.map((h) => h.key.toLowerCase())).not.toContain('strict-transport-security');
    }
    const res = await unstable_getResponseFromNextConfig({
      url: 'https://www.ailex.example/',
      nextConfig: built,
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
