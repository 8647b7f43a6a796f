import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { installMethodGate, methodRefusal } from '@/lib/server/http/method-gate';

// Issue 24, points 3 and 15: TRACE answered 500 on every route handler (fetch refuses to build a TRACE
// Request, so neither proxy.ts nor a handler can see it), ISR pages served POST and TRACE like GET, and
// Next's own 405s and 400s under /api had empty bodies. The gate answers before Next does.

describe('methodRefusal', () => {
  it.each(['GET', 'POST', 'PUT'])(
    'leaves %s on a malformed escape to the proxy (400 Malformed URL)',
    (method) => {
      expect(methodRefusal(method, '/api/admin/blog/categories/%ff')).toBeNull();
      expect(methodRefusal(method, '/blog/%E0%A4%A')).toBeNull();
    },
  );
  it('answers TRACE on a malformed escape 400 Malformed URL itself', () => {
    expect(methodRefusal('TRACE', '/api/admin/blog/categories/%ff')).toEqual({
      status: 400,
      json: true,
      body: '{"error":"Malformed URL"}',
    });
  });
  it.each([
    ['TRACE', '/api/health', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
    ['PROPFIND', '/api/health?x=1', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/websiteadmin/login', 'OPTIONS, POST'],
    ['HEAD', '/api/websiteadmin/login', 'OPTIONS, POST'],
    ['TRACE', '/api/websiteadmin/login/', 'OPTIONS, POST'],
    ['PATCH', '/api/admin/blog/articles/7', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['GET', '/api/admin/blog/categories/7', 'DELETE, OPTIONS, PUT'],
    ['TRACE', '/api/%68ealth', 'GET, HEAD, OPTIONS'],
  ])('refuses %s %s with a JSON 405 allowing %s', (method, url, allow) => {
    const refusal = methodRefusal(method, url);
    expect(refusal).toEqual({ status: 405, allow, json: true, body: '{"error":"Method not allowed"}' });
    expect(JSON.parse(refusal!.body)).toEqual({ error: 'Method not allowed' });
  });

  it.each([
    ['GET', '/api/health'],
    ['HEAD', '/api/health'],
    ['OPTIONS', '/api/health'],
    ['POST', '/api/websiteadmin/login'],
    ['DELETE', '/api/admin/blog/articles/7'],
    ['GET', '/api/blog/articles/market/global/some-slug'],
    ['GET', '/api/no/such/route'],
    ['POST', '/api/no/such/route'],
    ['GET', '/blog'],
    ['HEAD', '/blog/usa/some-article'],
    ['GET', '/'],
    ['OPTIONS', '/blog/rss.xml'],
    ['OPTIONS', '/blog'],
  ])('lets %s %s through', (method, url) => {
    expect(methodRefusal(method, url)).toBeNull();
  });

  it.each(['TRACE', 'PROPFIND', 'SEARCH'])('answers %s on an unknown API path with a JSON 404', (method) => {
    expect(methodRefusal(method, '/api/no/such/route')).toEqual({
      status: 404,
      json: true,
      body: '{"error":"Not found"}',
    });
  });

  it.each([
    ['TRACE', '/'],
    ['TRACE', '/blog'],
    ['POST', '/blog/some-article'],
    ['PUT', '/blog/belgium-fr'],
    ['DELETE', '/admin-secret-portal/dashboard'],
    ['TRACE', '/blog/rss.xml'],
    ['POST', '/media/x.webp'],
    ['PROPFIND', '/robots.txt'],
  ])('refuses %s %s with a 405 allowing GET, HEAD', (method, url) => {
    expect(methodRefusal(method, url)).toMatchObject({ status: 405, allow: 'GET, HEAD', json: false });
  });

  // Their one button is a server action, a form that works without JavaScript (docs/adr/0110).
  it.each(['/newsletter/confirm/abc', '/newsletter/unsubscribe/abc?x=1'])(
    'lets a POST to the server-action page %s through, and nothing else',
    (url) => {
      expect(methodRefusal('POST', url)).toBeNull();
      expect(methodRefusal('PUT', url)).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
    },
  );

  it.each(['/newsletter/confirmed', '/newsletter/confirm/abc/more', '/newsletter/confirm'])(
    'refuses a POST to %s, which has no action',
    (url) => {
      expect(methodRefusal('POST', url)).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    },
  );
});

describe('installMethodGate', () => {
  let uninstall: () => void;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    uninstall = installMethodGate();
    // Stands in for Next's request handler: whatever reaches it answers 200.
    server = http.createServer((_req, res) => res.end('reached the app'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  });

  // fetch cannot send TRACE; node:http can, as any client can.
  function send(method: string, url: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: url }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('answers TRACE on an API route with a JSON 405 and its Allow list, before the app', async () => {
    const res = await send('TRACE', '/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.headers['content-type']).toBe('application/json');
    expect(JSON.parse(res.body)).toEqual({ error: 'Method not allowed' });
  });

  it('answers TRACE on a page with 405 Allow: GET, HEAD', async () => {
    const res = await send('TRACE', '/blog/some-article');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('lets allowed methods reach the app', async () => {
    expect((await send('GET', '/blog')).body).toBe('reached the app');
    expect((await send('POST', '/api/websiteadmin/login')).body).toBe('reached the app');
    expect((await send('OPTIONS', '/api/health')).body).toBe('reached the app');
  });

  // What any client can send on a socket; node:http's client refuses to write these.
  function sendRaw(head: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it.each([
    ['an unknown method', 'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '400 Bad Request', 'Bad request'],
    ['a broken header line', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', '400 Bad Request', 'Bad request'],
    [
      'a header section over the limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      '431 Request Header Fields Too Large',
      'Request headers too large',
    ],
  ])('answers %s, which Node cannot parse, with a JSON error', async (_what, head, status, error) => {
    const answer = await sendRaw(head);
    const [headers, body] = answer.split('\r\n\r\n');
    expect(headers!.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
    expect(headers).toMatch(/\r\nContent-Type: application\/json\r\n/);
    expect(JSON.parse(body!)).toEqual({ error });
  });

  it('is removed by the function it returns', async () => {
    uninstall();
    try {
      expect((await send('TRACE', '/api/health')).body).toBe('reached the app');
    } finally {
      uninstall = installMethodGate();
    }
  });
});
