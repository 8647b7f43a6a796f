import http from 'node:http';
import { ARTICLE_JSON_BODY_BYTES, MAX_JSON_BODY_BYTES } from '@/lib/constants/forms';
import { IMAGE_UPLOAD_MAX_REQUEST_BYTES } from '@/lib/constants/images';
import { SLOW_BODY_MESSAGE } from '@/lib/constants/infrastructure';
import { installBodyGate } from '@/lib/server/http/body-gate';
import { bodyLimitFor } from '@/lib/server/http/body-limits';
import {
  CHUNK,
  listeningServer,
  rawConnection,
  sendChunked,
  trickle,
  type RawConnection,
} from '@/tests/helpers/raw-socket';

// Issue 36, point 5: a 60 MB chunked body was read in full before the limit answered (five in parallel
// stalled requests 1.56 s). Next buffers every body proxy.ts may see until its end before the route
// handler runs, so the handler's streaming limit came too late. The gate sits on the server in front of
// Next. The server below stands in for Next: it reads each body to its end before answering, as Next's
// body buffering does; what the test measures is how much of a 60 MB body the server takes off the wire.

jest.setTimeout(60_000);

const SIXTY_MB = 60 * 1024 * 1024;

describe('request bodies over the limit are refused while they stream', () => {
  let server: http.Server;
  let port: number;
  let restore: () => void;
  /** Bytes the server read from each connection, recorded when the connection closed. */
  const bytesRead: number[] = [];

  beforeEach(async () => {
    bytesRead.length = 0;
    ({ server, port } = await listeningServer((req, res) => {
      // Next's way: the whole body first, then the handler.
      let size = 0;
      req.on('data', (d: Buffer) => (size += d.length));
      req.on('end', () => {
        res.statusCode = size > MAX_JSON_BODY_BYTES ? 413 : 200;
        res.end(JSON.stringify({ size }));
      });
    }));
    server.on('connection', (socket) => socket.on('close', () => bytesRead.push(socket.bytesRead)));
    restore = installBodyGate();
  });
  afterEach(async () => {
    restore();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('answers a declared Content-Length over the limit with 413 at once, and reads no more of the body', async () => {
    const conn = await rawConnection(port);
    conn.socket.write(
      `POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${SIXTY_MB}\r\n\r\n`,
    );
    // The client sends its 60 MB regardless, as fast as the server takes it.
    let closed = false;
    void conn.closed.then(() => (closed = true));
    for (let sent = 0; sent < SIXTY_MB && !closed; sent += CHUNK.length) {
      if (!conn.socket.write(CHUNK))
        await Promise.race([new Promise((r) => conn.socket.once('drain', r)), conn.closed]);
    }
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).toContain('{"error":"Request body too large"}');
    expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
    await new Promise((r) => setImmediate(r));
    expect(Math.max(...bytesRead)).toBeLessThan(1024 * 1024);
  });

  it('cuts a 60 MB chunked body at the limit: 413, and the server reads about the limit, not 60 MB', async () => {
    const conn = await rawConnection(port);
    await sendChunked(conn, '/api/public/contact', SIXTY_MB);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).toContain('{"error":"Request body too large"}');
    await new Promise((r) => setImmediate(r));
    // The limit is 64 KB; the socket stops reading at the chunk that crosses it.
    expect(Math.max(...bytesRead)).toBeLessThan(1024 * 1024);
  });

  it('lets a chunked body at the limit through whole', async () => {
    const conn = await rawConnection(port);
    // One chunk of exactly the limit (64 KB).
    await sendChunked(conn, '/api/public/contact', MAX_JSON_BODY_BYTES);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(conn.received()).toContain(`{"size":${MAX_JSON_BODY_BYTES}}`);
  });
});

// Issue 36, point 5: a body sent a byte a second held its socket until Node's request timeout (120 s),
// which cannot be lower without failing large uploads on slow links. The gate judges each body's rate
// as it arrives. The rule is shortened here (production: SLOW_BODY, 10 s grace, 1 KB/s, 15 s stall); the
// only time in an assertion is a generous "closed before", which without the rule fails (Node's own
// request timeout on this server is 300 s).
describe('request bodies arriving too slowly are cut with a 408', () => {
  const RULE = { graceMs: 1_000, minBytesPerSecond: 1_024, stallMs: 1_500, checkIntervalMs: 100 };
  /** Far above the rule's bound (1.1 s), far below Node's request timeout. */
  const CLOSED_BEFORE_MS = 8_000;
  let server: http.Server;
  let port: number;
  let restore: () => void;

  beforeEach(async () => {
    ({ server, port } = await listeningServer((req, res) => {
      // Next's way: the whole body first, then the handler; `?late` starts reading 3 s after the headers,
      // as a reader busy elsewhere would (longer than the stall bound).
      const read = () => {
        let size = 0;
        req.on('data', (d: Buffer) => (size += d.length));
        req.on('end', () => res.end(JSON.stringify({ size })));
      };
      if (req.url?.endsWith('?late')) setTimeout(read, 3_000);
      else read();
    }));
    restore = installBodyGate(RULE);
  });
  afterEach(async () => {
    restore();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  /** Whether the connection closed within CLOSED_BEFORE_MS. */
  async function closesInTime(conn: RawConnection): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      conn.closed.then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), CLOSED_BEFORE_MS))),
    ]);
    clearTimeout(timer);
    return inTime;
  }

  it.each([
    ['Content-Length: 1000', 'x'],
    ['Transfer-Encoding: chunked', '1\r\nx\r\n'],
  ])(
    'answers a body sent 1 byte a second (%s) with a 408 and closes the connection',
    async (framing, piece) => {
      const conn = await rawConnection(port);
      conn.socket.write(
        `POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
      );
      conn.socket.write(piece);
      const stop = trickle(conn, piece, 1_000);
      const closed = await closesInTime(conn);
      stop();
      expect(closed).toBe(true);
      expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
      expect(conn.received()).toContain(JSON.stringify({ error: SLOW_BODY_MESSAGE }));
    },
  );

  it('answers a body that stops arriving with a 408, even when what came was fast', async () => {
    const conn = await rawConnection(port);
    conn.socket.write(
      `POST /api/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${MAX_JSON_BODY_BYTES}\r\n\r\n`,
    );
    // 60 KB at once: an average rate above the floor for a minute, then nothing.
    conn.socket.write(Buffer.alloc(60 * 1024, 'a'));
    expect(await closesInTime(conn)).toBe(true);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(conn.received()).toContain(JSON.stringify({ error: SLOW_BODY_MESSAGE }));
  });

  it.each([
    ['Content-Length: 61440', (piece: Buffer) => piece, ''],
    [
      'Transfer-Encoding: chunked',
      (piece: Buffer) => Buffer.concat([Buffer.from('400\r\n'), piece, Buffer.from('\r\n')]),
      '0\r\n\r\n',
    ],
  ])('lets a body at 20 KB/s for 3 s (%s) through whole', async (framing, frame, last) => {
    const conn = await rawConnection(port);
    conn.socket.write(
      `POST /api/admin/blog/articles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n${framing}\r\n\r\n`,
    );
    // 60 pieces of 1 KB, one every 50 ms: 20 KB/s, three times the grace of the shortened rule.
    for (let i = 0; i < 60; i += 1) {
      conn.socket.write(frame(Buffer.alloc(1024, 'a')));
      await new Promise((r) => setTimeout(r, 50));
    }
    conn.socket.end(last);
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(conn.received()).toContain('{"size":61440}');
  });

  it('does not count against the client the time the server itself is not reading', async () => {
    const conn = await rawConnection(port);
    const size = 5 * 1024 * 1024;
    conn.socket.write(
      `POST /api/admin/images?late HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nConnection: close\r\nContent-Length: ${size}\r\n\r\n`,
    );
    // Sent at once; the server's buffers fill and its parser stops reading for 3 s, twice the stall bound.
    conn.socket.end(Buffer.alloc(size, 'a'));
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(conn.received()).toContain(`{"size":${size}}`);
  });
});

describe('each route has the limit its handler reads to', () => {
  it.each([
    ['POST', '/api/public/contact', MAX_JSON_BODY_BYTES],
    ['POST', '/api/websiteadmin/login?x=1', MAX_JSON_BODY_BYTES],
    ['POST', '/api/admin/blog/articles', ARTICLE_JSON_BODY_BYTES],
    ['PUT', '/api/admin/blog/articles/3f1c0a4e-1b2c-4d5e-8f90-123456789abc', ARTICLE_JSON_BODY_BYTES],
    ['POST', '/api/admin/blog/articles/bulk', MAX_JSON_BODY_BYTES],
    ['POST', '/api/admin/images', IMAGE_UPLOAD_MAX_REQUEST_BYTES],
    ['PATCH', '/api/admin/images/3f1c0a4e-1b2c-4d5e-8f90-123456789abc', MAX_JSON_BODY_BYTES],
    ['GET', '/blog', MAX_JSON_BODY_BYTES],
  ])('%s %s', (method, url, bytes) => {
    expect(bodyLimitFor(method, url).bytes).toBe(bytes);
  });
});
