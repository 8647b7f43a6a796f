import 'server-only';
import http from 'node:http';
import { isIP } from 'node:net';
import { getLogger } from '@/lib/server/log';

const log = getLogger('security');

/*
 * TRUSTED_PROXY_HOPS > 0 with no proxy in front lets a client write its own address (ADR 0004, 0034).
 * Route handlers cannot tell: Next fills X-Forwarded-For from the socket only when the request has
 * none, so by the time a handler runs the header is always there and the socket is out of reach. The
 * raw request is visible only where Node's HTTP server emits it, so the check below looks there, once
 * per request, until it has warned; a second check in clientAddress catches a chain shorter than the
 * declared hops.
 */

const LOUD =
  '\n[ailex] ********************************************************************************\n' +
  '[ailex] SECURITY: TRUSTED_PROXY_HOPS is %HOPS% but %WHAT%.\n' +
  '[ailex] Every per-address limit (sign-in, reset links, forms) and the audit log trust the\n' +
  '[ailex] X-Forwarded-For entry %HOPS% from the right: without that many proxies in front, a client\n' +
  '[ailex] writes it, escapes every limit by rotating it and can lock an admin out by forging theirs.\n' +
  '[ailex] Put the app behind its proxy (and reachable only through it), or set TRUSTED_PROXY_HOPS=0.\n' +
  '[ailex] ********************************************************************************';

let warned = false;

/** Logs the misconfiguration once per process (console.error: it must stand out in any log). */
export function warnProxyMisconfiguration(hops: number, what: string): void {
  if (warned) return;
  warned = true;
  log.error(LOUD.replaceAll('%HOPS%', String(hops)).replace('%WHAT%', what));
}

/** Tests only: forget that the warning was logged. */
export function resetProxyWarningForTests(): void {
  warned = false;
}

/**
 * What the raw request (before Next touches it) says about the proxy chain, or null when it looks
 * right. Only one pattern is reported: a request from a public address with no X-Forwarded-For. Every
 * proxy appends the header, so that request reached the app without one, from a host outside any
 * private network: a browser talking to `next start` directly. Requests without the header from
 * loopback or a private network (health checks, probes) are normal behind a proxy; requests with the
 * header from a public address are normal behind a CDN that connects from its own public addresses.
 */
export function rawRequestVerdict(
  hops: number,
  raw: { forwardedFor: string | string[] | undefined; peer: string | undefined },
): string | null {
  if (hops <= 0 || raw.forwardedFor !== undefined || !raw.peer) return null;
  if (!isPublicAddress(raw.peer)) return null;
  return `a request from the public address ${raw.peer} arrived with no X-Forwarded-For header (no proxy in front?)`;
}

/**
 * Whether the X-Forwarded-For chain a handler sees is shorter than the declared hops: fewer proxies
 * appended than TRUSTED_PROXY_HOPS says, so the entry taken as the client's may be the client's own.
 */
export function chainVerdict(hops: number, entries: number): string | null {
  if (hops <= 1 || entries >= hops) return null;
  return `a request carried an X-Forwarded-For chain of ${entries} entr${entries === 1 ? 'y' : 'ies'} (fewer proxies than declared?)`;
}

let installed = false;

/**
 * Watches the requests Node's HTTP servers emit (the ones `next start` and a standalone build create,
 * existing or not) until the first misconfiguration is seen, then stops looking. Called once from
 * instrumentation; a no-op when TRUSTED_PROXY_HOPS is 0.
 */
export function installProxyCheck(hops: number): void {
  if (installed || hops <= 0) return;
  installed = true;
  const proto = http.Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const original = proto.emit;
  const patched = function emit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && !warned) {
      const req = args[0] as http.IncomingMessage;
      const verdict = rawRequestVerdict(hops, {
        forwardedFor: req.headers['x-forwarded-for'],
        peer: req.socket?.remoteAddress,
      });
      if (verdict) {
        warnProxyMisconfiguration(hops, verdict);
        // Said once: stop looking (unless something patched emit after us, which stays in place).
        if (proto.emit === patched) proto.emit = original;
      }
    }
    return original.call(this, event, ...args);
  };
  proto.emit = patched;
}

/** Not loopback, not private (RFC 1918, CGNAT, link-local, IPv6 ULA): an address on the internet. */
export function isPublicAddress(address: string): boolean {
  const ip = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    if (a === 10 || a === 127 || a === 0) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 169 && b === 254) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::1' || lower === '::') return false;
    return !/^(fc|fd|fe[89ab])/.test(lower);
  }
  return false;
}
