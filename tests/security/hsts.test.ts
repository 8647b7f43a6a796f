import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { getConfig, resetConfigForTests } from '@/lib/config';
import { installPublicGate } from '@/lib/server/http/public-gate';
import nextConfig from '@/next.config.mjs';

// Issue 24, point 12: next.config's header rules are evaluated by `next build` and frozen in the routes
// manifest, so HSTS followed the SITE_URL of the build. It must follow the SITE_URL the server runs with.
// Issue 40 (docs/adr/0116): the server's request gate sets it, before Next, on every answer; the proxy no
// longer runs on public pages.
const HSTS = 'max-age=31536000; includeSubDomains';
const PATHS = [
  '/',
  '/blog',
  '/blog/belgium-fr/x',
  '/api/health',
  '/api/blog/articles/market/global',
  '/admin-secret-portal/dashboard',
  '/api/admin/verify',
  '/blog/%ff',
  '/_next/static/chunks/x.js',
  '/favicon.ico',
];

describe('HSTS is decided when the server runs, from SITE_URL', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
    resetConfigForTests();
  });

  async function answersWith(siteUrl: string): Promise<(string | undefined)[]> {
    process.env.SITE_URL = siteUrl;
    resetConfigForTests();
    const uninstall = installPublicGate(getConfig().siteUrl, () => null);
    const server = http.createServer((_req, res) => res.end('next'));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const headers = [];
      for (const path of PATHS) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
        headers.push(res.headers.get('strict-transport-security') ?? undefined);
      }
      return headers;
    } finally {
      uninstall();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('sends HSTS on every answer when SITE_URL is https, and on none when it is http', async () => {
    expect(await answersWith('https://www.ailex.example')).toEqual(PATHS.map(() => HSTS));
    expect(await answersWith('http://localhost:3000')).toEqual(PATHS.map(() => undefined));
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
