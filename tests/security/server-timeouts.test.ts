import http from 'node:http';
import { SERVER_TIMEOUTS } from '@/lib/constants/infrastructure';
import { applyServerTimeouts, installServerTimeouts } from '@/lib/server/http/server-timeouts';
import { listeningServer, rawConnection, trickle } from '@/tests/helpers/raw-socket';

// Issue 36, point 5: sockets held open with slow headers or a slow body were never closed during 40 s
// (Node's defaults: headers 60 s, request 300 s, checked every 30 s). The timeouts are now set on the
// server Next creates, which is already listening when instrumentation.ts runs: these tests build the
// same situation (a listening server, then the install) and talk to it over raw sockets. Short timeouts
// keep them fast; the figures in production are SERVER_TIMEOUTS. A test that waits for a close that
// never comes fails on Jest's timeout: that is how each fails without the install.

jest.setTimeout(20_000);

const SHORT = { headersMs: 400, requestMs: 1_200, keepAliveMs: 1_000, checkIntervalMs: 100 };

describe("Node's server timeouts on a server that is already listening", () => {
  let server: http.Server;
  let port: number;
  let restore: () => void;

  beforeEach(async () => {
    ({ server, port } = await listeningServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    }));
    restore = installServerTimeouts(SHORT);
  });
  afterEach(async () => {
    restore();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('closes a connection whose headers arrive a line at a time, with a 408', async () => {
    const conn = await rawConnection(port);
    conn.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    trickle(conn, 'X-Slow: 1\r\n', 100);
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that opens and sends nothing', async () => {
    const conn = await rawConnection(port);
    await conn.closed;
    expect(conn.socket.destroyed).toBe(true);
  });

  it('closes a connection whose body arrives a byte at a time, with a 408', async () => {
    const conn = await rawConnection(port);
    conn.socket.write(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    trickle(conn, 'x', 50);
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const conn = await rawConnection(port);
    conn.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Node announces the timeout in whole seconds (its default would say 5).
    expect(conn.received()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/);
    expect(server.keepAliveTimeout).toBe(SHORT.keepAliveMs);
  });
});

describe('the production values', () => {
  it('sets headers, request and keep-alive timeouts and a short check on a fresh server', async () => {
    const { server } = await listeningServer(() => {});
    try {
      applyServerTimeouts(server);
      expect({
        headersMs: server.headersTimeout,
        requestMs: server.requestTimeout,
        keepAliveMs: server.keepAliveTimeout,
        checkIntervalMs: (server as http.Server & { connectionsCheckingInterval: number })
          .connectionsCheckingInterval,
      }).toEqual(SERVER_TIMEOUTS);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('leaves a keep-alive timeout the operator gave Next (--keepAliveTimeout, KEEP_ALIVE_TIMEOUT)', async () => {
    const { server } = await listeningServer(() => {});
    try {
      server.keepAliveTimeout = 75_000;
      applyServerTimeouts(server);
      expect(server.keepAliveTimeout).toBe(75_000);
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
