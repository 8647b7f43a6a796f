import http from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { guardPageResponse } from '@/lib/server/http/outage-page';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import type { RouteKind } from 'next/dist/server/route-kind';
import { OutageCopies } from '@/lib/server/cache/outage-copies.mjs';

/**
 * The guard on a real HTTP server, with Next's own compression middleware in front as under
 * `next start`: a 500 is held and becomes the 503 page when the database is out, any other answer
 * (and a 500 that is not an outage) leaves exactly as the handler wrote it.
 */
type Middleware = (req: unknown, res: unknown, next: () => void) => void;
// Next's bundled copy of the `compression` package, which `next start` puts before every answer.
const compression = createRequire(__filename)('next/dist/compiled/compression') as () => Middleware;

async function serve(status: number, outage: boolean, path = '/blog/x') {
  const compress = compression();
  const server = http.createServer((req, res) => {
    guardPageResponse(res, async () => outage);
    compress(req, res, () => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Cache-Control', 'private, no-cache');
      // Written the way Next pipes a render: headers flushed, then chunks, then end.
      res.flushHeaders();
      res.write('<html>Next says ');
      setTimeout(() => res.end(`${status}</html>`), 20);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((r) => server.close(r)) };
}

async function get(url: string, gzip: boolean, extra: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { ...(gzip ? { 'accept-encoding': 'gzip' } : {}), ...extra } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
          });
        })
        .on('error', reject);
    },
  );
}

describe.each([false, true])('a page answer behind the outage guard (gzip: %s)', (gzip) => {
  it('turns a 500 during a database outage into the 503 page with Retry-After', async () => {
    const app = await serve(500, true);
    try {
      const res = await get(app.url, gzip);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.body).toContain('Temporarily unavailable');
      expect(res.body).toContain('AiLex');
      expect(res.body).not.toContain('Next says');
    } finally {
      await app.close();
    }
  });

  it('sends a 500 that is not an outage exactly as written', async () => {
    const app = await serve(500, false);
    try {
      const res = await get(app.url, gzip);
      expect(res.status).toBe(500);
      expect(res.body).toBe('<html>Next says 500</html>');
      expect(res.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
    } finally {
      await app.close();
    }
  });

  it('never holds or changes an answer of another status', async () => {
    const app = await serve(200, true);
    try {
      const res = await get(app.url, gzip);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>Next says 200</html>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    } finally {
      await app.close();
    }
  });

  it('sends the last good copy of a page this process served, when a render the outage cut short failed (ADR 0104)', async () => {
    const copies = new OutageCopies({ probe: () => undefined });
    // Keyed the way Next keys the page for its cache handler.
    const key = getRouteCacheKey('/blog/served', {
      // RouteKind is a const enum, which isolatedModules cannot reference: its APP_PAGE member's value.
      kind: 'APP_PAGE' as RouteKind,
      sourceRoute: '/(blog-en)/blog/[[...slug]]/page',
    });
    expect(key).toMatch(/^\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$\/blog\/served$/);
    copies.remember(key, {
      lastModified: 0,
      value: { kind: 'APP_PAGE', status: 200, html: '<html>the last good copy</html>' },
    });
    copies.shareWithOutagePage();
    const app = await serve(500, true, '/blog/served/');
    try {
      const res = await get(app.url, gzip);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>the last good copy</html>');
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      // The router's RSC fetch gets the 503 (the browser then loads the document, which has a copy).
      const rsc = await get(app.url, gzip, { rsc: '1' });
      expect(rsc.status).toBe(503);
    } finally {
      await app.close();
      new OutageCopies().shareWithOutagePage();
    }
  });
});
