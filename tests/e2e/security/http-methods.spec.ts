import { expect, test } from '@playwright/test';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { E2E_DIST_DIR, E2E_PORT } from '../../../playwright.config';

// Issue 24, points 2, 3 and 15, against the built server: what only the real framework shows (TRACE
// never reaches a handler, ISR pages render any method, Next's empty 405/400 bodies, HTML 404s under
// /api, 404 pages written to disk).

const PAGES = ['/', '/blog', '/blog/usa', '/blog/belgium-fr/no-such-article', '/blog/rss.xml', '/robots.txt'];

test('a page answers a method other than GET and HEAD with 405 Allow: GET, HEAD', async ({ request }) => {
  for (const url of PAGES) {
    for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'PROPFIND']) {
      const res = await request.fetch(url, { method, maxRedirects: 0 });
      expect({ url, method, status: res.status(), allow: res.headers()['allow'] }).toEqual({
        url,
        method,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
    expect((await request.get(url)).status(), url).toBeLessThan(500);
    // OPTIONS is left as Next answers it (204 from a route handler, 405 or 400 from a page), never a 5xx.
    expect((await request.fetch(url, { method: 'OPTIONS' })).status(), url).toBeLessThan(500);
  }
});

test('an API route answers a method it does not export with a JSON 405 and its Allow list', async ({
  request,
}) => {
  const cases = [
    ['/api/health', 'TRACE', 'GET, HEAD, OPTIONS'],
    ['/api/health', 'POST', 'GET, HEAD, OPTIONS'],
    ['/api/health', 'PROPFIND', 'GET, HEAD, OPTIONS'],
    ['/api/blog/markets', 'DELETE', 'GET, HEAD, OPTIONS'],
    ['/api/websiteadmin/login', 'GET', 'OPTIONS, POST'],
    ['/api/websiteadmin/login', 'TRACE', 'OPTIONS, POST'],
    ['/api/blog/articles/market/global/some-slug', 'PUT', 'GET, HEAD, OPTIONS'],
  ] as const;
  for (const [url, method, allow] of cases) {
    const res = await request.fetch(url, { method });
    expect({ url, method, status: res.status(), allow: res.headers()['allow'] }).toEqual({
      url,
      method,
      status: 405,
      allow,
    });
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  }
  // Kept as it was: Next's own OPTIONS answer.
  const options = await request.fetch('/api/health', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('GET, HEAD, OPTIONS');
});

test('an unknown /api path answers a JSON 404 for every method', async ({ request }) => {
  for (const url of ['/api', '/api/no-such-route', '/api/blog/no/such/route', '/api/health/extra']) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const res = await request.fetch(url, { method, maxRedirects: 0 });
      expect({ url, method, status: res.status() }).toEqual({ url, method, status: 404 });
      expect(res.headers()['content-type']).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  }
});

test('a trailing slash: an API path answers its JSON as without it, a page redirects once', async ({
  request,
}) => {
  for (const [url, status] of [
    ['/api/', 404],
    ['/api/health/', 200],
    ['/api/blog/markets/', 200],
    ['/api/no-such-route/', 404],
  ] as const) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect({ url, status: res.status() }).toEqual({ url, status });
    expect(res.headers()['content-type'], url).toMatch(/^application\/json/);
    expect(await res.json(), url).toEqual(expect.any(Object));
  }
  const page = await request.get('/blog/', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(new URL(page.headers()['location']!, 'http://x').pathname).toBe('/blog');
  expect((await request.get('/blog/')).status()).toBe(200);
});

test('a request line Node cannot parse (method FOO) gets a JSON 400 from the real server', async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(E2E_PORT, '127.0.0.1', () =>
      socket.write('FOO /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [head, body] = answer.split('\r\n\r\n');
  expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  expect(head).toMatch(/\r\nContent-Type: application\/json\r\n/);
  expect(JSON.parse(body!)).toEqual({ error: 'Bad request' });
});

async function sizeOf(dir: string): Promise<{ bytes: number; files: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const sizes = await Promise.all(files.map((f) => stat(f).then((s) => s.size)));
  return { bytes: sizes.reduce((a, b) => a + b, 0), files };
}

test('400 distinct unknown blog URLs leave nothing on disk', async ({ request }) => {
  test.setTimeout(300_000);
  const routeCache = path.join(E2E_DIST_DIR, 'cache', 'route-cache');
  const marker = `sec-disk-probe-${Date.now()}`;
  const bases = ['/blog/', '/blog/usa/', '/blog/belgium-fr/', '/blog/belgium-nl/'];
  const urls = Array.from({ length: 400 }, (_, i) => {
    const base = bases[i % bases.length]!;
    // Also the paths no article can have (two segments).
    return i % 10 === 9 ? `${base}${marker}-${i}/extra` : `${base}${marker}-${i}`;
  });
  const before = await sizeOf(routeCache);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        expect((await request.get(url)).status(), url).toBe(404);
      }
    }),
  );
  const after = await sizeOf(routeCache);
  // Other tests running beside this one may cache real pages; none of this test's URLs may be there.
  expect(after.files.filter((f) => f.includes(marker))).toEqual([]);
  test.info().annotations.push({
    type: 'route-cache growth',
    description: `${after.bytes - before.bytes} bytes over ${urls.length} unknown URLs`,
  });
  // A second request for one of them is still the market's 404 page (kept in memory or rendered again).
  const again = await request.get(urls[0]!);
  expect(again.status()).toBe(404);
  expect(await again.text()).toContain('Article Not Found');
});
