import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { clientAddress } from '@/lib/server/http/request';
import {
  installProxyCheck,
  isPublicAddress,
  rawRequestVerdict,
  resetProxyWarningForTests,
} from '@/lib/server/http/proxy-check';
import { captureLog, type CapturedLog } from '@/tests/helpers/log-capture';

/**
 * Issue 24, point 7: TRUSTED_PROXY_HOPS > 0 with no proxy in front is detected from the raw request
 * (before Next fills X-Forwarded-For from the socket) and logged loudly, once per process.
 */
describe('TRUSTED_PROXY_HOPS without a proxy in front', () => {
  let log: CapturedLog;
  /** The messages logged at level error. */
  const errors = () =>
    log
      .lines()
      .filter((line) => line.level === 'error')
      .map((line) => String(line.msg));
  beforeEach(() => {
    resetProxyWarningForTests();
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('tells public addresses from loopback and private ones', () => {
    for (const a of ['203.0.113.9', '8.8.8.8', '::ffff:198.51.100.7', '2001:db8::1'])
      expect(isPublicAddress(a)).toBe(true);
    for (const a of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      'fd00::5',
      'fe80::1',
      '100.64.0.1',
    ])
      expect(isPublicAddress(a)).toBe(false);
  });

  it('reports only a request from a public address that carries no X-Forwarded-For', () => {
    expect(rawRequestVerdict(1, { forwardedFor: undefined, peer: '203.0.113.9' })).toMatch(
      /no X-Forwarded-For/,
    );
    // Behind a proxy: header present (a CDN connects from public addresses too).
    expect(rawRequestVerdict(1, { forwardedFor: '198.51.100.1', peer: '203.0.113.9' })).toBeNull();
    // Health checks and probes that bypass the proxy from the same host or network.
    expect(rawRequestVerdict(1, { forwardedFor: undefined, peer: '127.0.0.1' })).toBeNull();
    expect(rawRequestVerdict(1, { forwardedFor: undefined, peer: '10.0.0.7' })).toBeNull();
    // No proxy declared: nothing is trusted, nothing to warn about.
    expect(rawRequestVerdict(0, { forwardedFor: undefined, peer: '203.0.113.9' })).toBeNull();
  });

  it('logs one loud warning per process when the raw requests of a Node HTTP server show no proxy', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      installProxyCheck(1);
      // A real request over loopback without the header (a local health check): no warning.
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).text()).toBe('ok');
      expect(errors()).toHaveLength(0);

      // Requests as a browser talking to `next start` directly would arrive: public peer, no header.
      const direct = () => {
        const socket = new net.Socket();
        Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.9' });
        const req = new http.IncomingMessage(socket);
        req.headers = { host: 'ailex.example' };
        server.emit('request', req, new http.ServerResponse(req));
        socket.destroy();
      };
      direct();
      direct();
      direct();
      expect(errors()).toHaveLength(1);
      expect(errors()[0]).toMatch(
        /SECURITY: TRUSTED_PROXY_HOPS is 1 but a request from the public address 203\.0\.113\.9/,
      );
      expect(errors()[0]).toMatch(/set TRUSTED_PROXY_HOPS=0/);
    } finally {
      server.close();
    }
  });

  it('warns once when a handler sees a shorter X-Forwarded-For chain than the declared hops', () => {
    const request = (xff: string) =>
      new Request('http://localhost/x', { headers: { 'x-forwarded-for': xff } });
    expect(clientAddress(request('198.51.100.1, 10.0.0.2'), 2)).toBe('198.51.100.1');
    expect(errors()).toHaveLength(0);
    clientAddress(request('10.0.0.2'), 2);
    clientAddress(request('10.0.0.3'), 2);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(
      /TRUSTED_PROXY_HOPS is 2 but a request carried an X-Forwarded-For chain of 1 entry/,
    );
  });
});
