import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installSingleValueHeaders, repeatsHeader } from '@/lib/server/http/single-value-headers';

describe('one Location header (issue 22 point 9, vercel/next.js#82117)', () => {
  it('knows a repeated value of a single-value header, and nothing else', () => {
    expect(repeatsHeader('Location', '/blog/new', '/blog/new')).toBe(true);
    expect(repeatsHeader('location', ['/blog/new'], ['/blog/new'])).toBe(true);
    expect(repeatsHeader('x-nextjs-stale-time', '300', '300')).toBe(true);
    expect(repeatsHeader('Location', undefined, '/blog/new')).toBe(false);
    expect(repeatsHeader('Location', '/blog/a', '/blog/b')).toBe(false);
    expect(repeatsHeader('Set-Cookie', 'a=1', 'a=1')).toBe(false);
  });

  it('sends one Location when a response sets it and then appends the same value, as Next does', async () => {
    const uninstall = installSingleValueHeaders();
    const server = http.createServer((_req, res) => {
      res.statusCode = 308;
      res.setHeader('location', '/blog/new');
      res.appendHeader('location', '/blog/new');
      res.appendHeader('vary', 'rsc');
      res.appendHeader('vary', 'rsc');
      res.end();
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const raw = await new Promise<string[]>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/' }, (res) => resolve(res.rawHeaders))
          .on('error', reject);
      });
      const named = (name: string) => raw.filter((_, i) => i % 2 === 0 && raw[i]!.toLowerCase() === name);
      expect(named('location')).toHaveLength(1);
      // Other headers are left alone.
      expect(named('vary')).toHaveLength(2);
    } finally {
      uninstall();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
