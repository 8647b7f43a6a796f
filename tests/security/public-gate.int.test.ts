import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmin, issueSession } from '@/lib/server/auth';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { MAINTENANCE_PREVIEW_COOKIE } from '@/lib/constants/settings';
import { NO_MAINTENANCE, publishMaintenance } from '@/lib/maintenance/state';
import { installPublicGate, STRICT_TRANSPORT_SECURITY } from '@/lib/server/http/public-gate';
import { maintenanceGate } from '@/lib/server/maintenance';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/*
 * Issue 40 point 3 (docs/adr/0116): HSTS, trailing slashes and maintenance's 503 are answered before
 * Next by the server's request gate, so Next's proxy no longer runs on public pages. Real HTTP: a Node
 * server with the gate installed, whose own handler stands in for Next and says what reached it.
 */

/**
 * The token with one character of its signature changed. Not the last two: base64url's last character
 * carries only some bits, so a change there can decode to the same signature.
 */
function forged(jwt: string): string {
  const at = jwt.length - 10;
  return `${jwt.slice(0, at)}${jwt[at] === 'A' ? 'B' : 'A'}${jwt.slice(at + 1)}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe(`the server's request gate [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let server: http.Server;
  let origin = '';
  let uninstall: () => void = () => {};
  let token = '';

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'public-gate@firm.example',
      name: 'Gate',
      password: 'GatePass1',
    });
    token = await issueSession(testDb.get(), admin);
    uninstall = installPublicGate('https://www.ailex.example', (request) => maintenanceGate(request, true));
    // Next's stand-in: it answers 200 and says which URL it was asked for.
    server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Set-Cookie', 'from-next=1; Path=/');
      res.end(JSON.stringify({ reached: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    uninstall();
    publishMaintenance(NO_MAINTENANCE);
    await new Promise((resolve) => server.close(resolve));
  });

  describe('maintenance off', () => {
    beforeAll(() => publishMaintenance(NO_MAINTENANCE));

    it('lets a public page through untouched, with HSTS', async () => {
      const res = await get('/blog/usa?x=1');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ reached: '/blog/usa?x=1' });
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(res.headers['set-cookie']).toEqual(['from-next=1; Path=/']);
    });

    it.each([
      ['/blog/', '/blog'],
      ['/blog/usa//', '/blog/usa'],
      ['/tx/?ref=a', '/tx?ref=a'],
      ['/admin-secret-portal/dashboard/', '/admin-secret-portal/dashboard'],
      // Never another site: a Location of `//host` or `/\\host` is one to a browser.
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
      ['/%5Cevil.example/', '/%5Cevil.example'],
    ])('sends the page %s to %s with a 308', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(to);
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    });

    it.each([
      ['/api/', '/api'],
      ['/api/health/', '/api/health'],
      ['/api/blog/markets/?x=1', '/api/blog/markets?x=1'],
    ])('serves the API path %s as %s (a redirect body would not be JSON)', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ reached: to });
    });

    it('leaves the home page, the build files and a malformed escape to Next', async () => {
      expect(JSON.parse((await get('/')).body)).toEqual({ reached: '/' });
      expect(JSON.parse((await get('/_next/static/x/')).body)).toEqual({ reached: '/_next/static/x/' });
      expect(JSON.parse((await get('/blog/%ff/')).body)).toEqual({ reached: '/blog/%ff/' });
    });

    it('removes the team preview cookie once maintenance is over, keeping Next’s own', async () => {
      const res = await get('/blog', { cookie: `${MAINTENANCE_PREVIEW_COOKIE}=1` });
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toEqual([
        'from-next=1; Path=/',
        `${MAINTENANCE_PREVIEW_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`,
      ]);
    });
  });

  describe('maintenance on', () => {
    beforeAll(() =>
      publishMaintenance({
        mode: { enabled: true, message: 'Upgrading', endsAt: null, changedAt: new Date().toISOString() },
        windows: [],
      }),
    );

    it.each([
      '/',
      '/blog/belgium-fr/un-article',
      '/robots.txt',
      '/sitemaps/global-1.xml',
      '/blog/usa/rss.xml',
    ])('answers the page %s with the 503 page and Retry-After', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Upgrading');
      expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    });

    it('answers a public API with 503 JSON, also a POST and an encoded spelling', async () => {
      for (const [path, method] of [
        ['/api/public/newsletter', 'POST'],
        ['/api/blog/articles/market/global', 'GET'],
        ['/api/blog/%6Darkets', 'GET'],
      ] as const) {
        const res = await get(path, {}, method);
        expect({ path, status: res.status }).toEqual({ path, status: 503 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it.each([
      '/admin-secret-portal',
      '/api/admin/verify',
      '/api/websiteadmin/login',
      '/api/health',
      '/media/x.jpg',
      '/preview/abc',
      '/api/public/newsletter/unsubscribe?token=x',
      '/newsletter/unsubscribe/x.y',
      '/favicon.ico',
      '/images/blog/x.jpg',
    ])('keeps %s open', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ reached: path });
    });

    it('lets a signed-in member of the team see the site, with the preview cookie', async () => {
      const sessions: Record<string, string>[] = [
        { cookie: `${SESSION_COOKIE}=${token}` },
        { authorization: `Bearer ${token}` },
      ];
      for (const headers of sessions) {
        const res = await get('/blog', headers);
        expect(res.status).toBe(200);
        expect(res.headers['set-cookie']).toContain(
          `${MAINTENANCE_PREVIEW_COOKIE}=1; Path=/; SameSite=Lax; Secure`,
        );
      }
    });

    it('turns away a forged or malformed session like no session', async () => {
      for (const cookie of [
        `${SESSION_COOKIE}=${forged(token)}`,
        `${SESSION_COOKIE}=%E0%A4%A`,
        `${SESSION_COOKIE}=`,
      ]) {
        expect((await get('/blog', { cookie })).status).toBe(503);
      }
    });
  });
});
