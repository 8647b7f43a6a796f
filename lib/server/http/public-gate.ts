import 'server-only';
import http from 'node:http';
import { SESSION_COOKIE } from '@/lib/constants/auth';
import { wrapServerRequests } from './server-events';

/*
 * What every request gets before Next, at the cost of a few string checks (issue 40 point 3,
 * docs/adr/0116): HSTS when the running SITE_URL is https, a trailing slash dropped, and the early
 * answer maintenance gives (docs/adr/0109). It was proxy.ts's work on every public path: Next's proxy
 * costs about a quarter of a cached page's throughput, so it now runs only on the portal, the admin
 * APIs and paths it must decode (proxy.ts's matcher).
 */

/** A year, subdomains included (docs/adr/0039). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** An answer given instead of Next's. */
interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the early-answer hook learns of a request, the session token included when it asks for it. */
interface GateRequest {
  /** Decoded, repeated slashes as one, no query. */
  path: string;
  isApi: boolean;
  /** Whether the request carries a cookie of this name. */
  hasCookie: (name: string) => boolean;
  /** The session token (bearer header first, then the cookie), read only when asked for. */
  sessionToken: () => string | undefined;
}

/** Instead of Next: an answer. Through to Next: optionally a Set-Cookie to add to its answer. */
type GateOutcome = { answer: EarlyAnswer } | { setCookie?: string } | null;

/**
 * null at once for the common case (nothing to do: no promise is made); a promise when the decision
 * needs an asynchronous check (a session's signature during maintenance).
 */
export type EarlyAnswerHook = (request: GateRequest) => GateOutcome | Promise<GateOutcome>;

/** The path as the router will see it — escapes decoded, repeated slashes as one; null when it does not decode. */
export function routedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * `/blog/` → `/blog`, the query kept; null when the path has no trailing slash (or is `/`). A page gets
 * a 308 there, as Next itself would (next.config's skipTrailingSlashRedirect hands it here); an API path
 * is served at the address without the slash instead: Next writes the Location as the body of any
 * redirect, and every /api answer is JSON.
 */
function withoutTrailingSlash(pathname: string, search: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // One leading slash: `//host/` or `/\\host/` as a Location is another site to a browser.
  const path = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/');
  return `${path || '/'}${search}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || undefined;
    } catch {
      // As NextRequest's cookies: a value that is not valid percent-encoding is no value.
      return undefined;
    }
  }
  return undefined;
}

function gateRequest(req: http.IncomingMessage, path: string): GateRequest {
  return {
    path,
    isApi: isUnder(path, '/api'),
    hasCookie: (name) => cookieValue(req.headers.cookie, name) !== undefined,
    sessionToken: () => {
      const bearer = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
      return bearer || cookieValue(req.headers.cookie, SESSION_COOKIE);
    },
  };
}

function send(res: http.ServerResponse, answer: EarlyAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/** Appends a Set-Cookie to whatever Next sets: Next replaces the header, so it is merged when written. */
function addCookie(res: http.ServerResponse, cookie: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCookie(this: http.ServerResponse, ...args: unknown[]) {
    const current = this.getHeader('set-cookie');
    const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    this.setHeader('set-cookie', [...list, cookie]);
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  };
}

function apply(res: http.ServerResponse, outcome: GateOutcome, deliver: () => boolean): boolean {
  if (outcome && 'answer' in outcome) {
    send(res, outcome.answer);
    return true;
  }
  if (outcome?.setCookie) addCookie(res, outcome.setCookie);
  return deliver();
}

/** The gate's decision for one request, and the URL Next is to route (an API path without its slash). */
function decide(
  req: http.IncomingMessage,
  earlyAnswer: EarlyAnswerHook,
): { outcome: GateOutcome | Promise<GateOutcome>; url?: string } {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  // The build's files and Next's own endpoints: nothing of ours applies.
  if (pathname.startsWith('/_next/')) return { outcome: null };
  const path = routedPath(pathname);
  // A malformed escape: proxy.ts answers it (400).
  if (path === null) return { outcome: null };
  const target = withoutTrailingSlash(pathname, query === -1 ? '' : url.slice(query));
  if (target !== null && !isUnder(path, '/api')) {
    const headers = { Location: target, 'Content-Type': 'text/plain; charset=utf-8' };
    return { outcome: { answer: { status: 308, headers, body: target } } };
  }
  return { outcome: earlyAnswer(gateRequest(req, path)), url: target ?? undefined };
}

/**
 * Puts the gate in front of Next on every HTTP server of this process. When `siteUrl` (the SITE_URL the
 * server runs with, not the build's) is https, every answer carries Strict-Transport-Security, the
 * build's files and public/'s included (docs/adr/0039, 0116).
 */
export function installPublicGate(siteUrl: string, earlyAnswer: EarlyAnswerHook): () => void {
  const hsts = siteUrl.startsWith('https:');
  return wrapServerRequests((req, res, deliver) => {
    if (hsts) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const { outcome, url } = decide(req, earlyAnswer);
    if (url !== undefined) req.url = url;
    if (outcome instanceof Promise) {
      outcome.then(
        (o) => apply(res, o, deliver),
        () => deliver(),
      );
      return true;
    }
    return apply(res, outcome, deliver);
  });
}
