import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_TIMEOUTS, SLOW_BODY_MESSAGE } from '@/lib/constants/infrastructure';
import { ensureScaleBuild, startInstance, type AppInstance } from '@/tests/helpers/app-instance';
import { rawConnection, sendChunked, trickle } from '@/tests/helpers/raw-socket';

// Issue 36, point 5, on the real servers: `next start` and the standalone server.js of one production
// build (tests/helpers/app-instance.ts builds it once if missing). The timeouts and the body gate are
// installed by instrumentation.ts on the server Next created; these raw-socket checks are what the
// audit did: a header section sent a line at a time (never closed during 40 s before), and a 60 MB
// chunked body (read in full before the 413), and a body sent a byte a second (open until the 120 s
// request timeout before the gate's rate rule). The focused tests beside this one (server-timeouts,
// body-gate) cover the details with short timeouts.

jest.setTimeout(600_000);

describe.each([
  ['next start', false],
  ['standalone server.js', true],
])('%s', (_name, standalone) => {
  let app: AppInstance;
  let dataDir: string;

  beforeAll(async () => {
    ensureScaleBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ailex-edge-'));
    app = await startInstance(
      { DATA_DIR: dataDir, AUTH_SECRET: 'edge-secret-'.padEnd(48, 'x'), SEED_DEMO: 'false' },
      { standalone },
    );
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes a connection whose headers arrive a line at a time, with a 408, after the headers timeout', async () => {
    const conn = await rawConnection(app.port);
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(conn, 'X-Slow: 1\r\n', 500);
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body arrives a byte a second, with a 408, well before the request timeout', async () => {
    const conn = await rawConnection(app.port);
    conn.socket.write(
      'POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n',
    );
    trickle(conn, 'x', 1_000);
    // The rule's bound is 10–11 s (SLOW_BODY); 40 s is what the audit waited, a third of the request timeout.
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      conn.closed.then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 40_000))),
    ]);
    clearTimeout(timer);
    expect(closed).toBe(true);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(conn.received()).toContain(JSON.stringify({ error: SLOW_BODY_MESSAGE }));
  });

  it('announces the keep-alive timeout it closes idle connections with', async () => {
    const res = await fetch(`${app.origin}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('keep-alive')).toBe(`timeout=${SERVER_TIMEOUTS.keepAliveMs / 1000}`);
  });

  it('refuses a declared 60 MB body with 413 before reading it', async () => {
    const conn = await rawConnection(app.port);
    conn.socket.write(
      'POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${60 * 1024 * 1024}\r\n\r\n`,
    );
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).toContain('{"error":"Request body too large"}');
  });

  it('cuts a 60 MB chunked body at the limit with a 413', async () => {
    const conn = await rawConnection(app.port);
    await sendChunked(conn, '/api/public/contact', 60 * 1024 * 1024);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).toContain('{"error":"Request body too large"}');
    // The server is still there for the next request.
    expect((await fetch(`${app.origin}/api/health`)).status).toBe(200);
  });
});
