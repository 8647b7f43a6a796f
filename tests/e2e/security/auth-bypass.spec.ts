import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// Without a session, no admin page or API answers with what it protects: not through the headers that
// once skipped Next's middleware (CVE-2025-29927), nor through encoded or variant spellings of the path.
// The routes are listed from the filesystem, so a new screen or handler is covered when it lands.
const ROOT = process.cwd();
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function files(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, name);
    return e.name === name ? [full] : [];
  });
}

/** A route file's URL, route groups dropped and dynamic segments filled in. */
function urlOf(file: string, appDir: string): string {
  const segments = path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .map((s) => (/^\[.*\]$/.test(s) ? SAMPLE_ID : s));
  return `/${segments.join('/')}`;
}

const APP = path.join(ROOT, 'app');
const PAGES = files(path.join(APP, '(admin)/admin-secret-portal/dashboard'), 'page.tsx').map((f) =>
  urlOf(f, APP),
);
const APIS = files(path.join(APP, 'api/admin'), 'route.ts').flatMap((f) => {
  const source = readFileSync(f, 'utf8');
  const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
  return methods.map((method) => ({ method, url: urlOf(f, APP) }));
});

/** The same path spelled other ways a router might still take for it. */
function variants(url: string): string[] {
  const parts = url.split('/').filter(Boolean);
  const encodeFirst = (i: number) =>
    '/' + parts.map((p, j) => (j === i ? `%${p.charCodeAt(0).toString(16)}${p.slice(1)}` : p)).join('/');
  return [
    url,
    `${url}/`,
    `/${url}`,
    url.replace(/\/([^/]+)$/, '//$1'),
    ...parts.map((_, i) => encodeFirst(i)),
    `/${parts.map((p) => p.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/')}`,
    url.replace(/\/([^/]+)$/, '%2F$1'),
    url.toUpperCase(),
    url.replace(/\/([a-z])([^/]*)$/, (_, c: string, rest: string) => `/${c.toUpperCase()}${rest}`),
    url.replace(/\/([^/]+)$/, '/./$1'),
    `${url};`,
    `${url}%00`,
  ];
}

const SUBREQUEST_VALUES = [
  'middleware',
  'src/middleware',
  'pages/_middleware',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy',
  'src/proxy',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
];

let origin = '';
let sent = 0;
let fiveHundreds = 0;

async function send(
  request: APIRequestContext,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  maxRedirects?: number,
) {
  sent++;
  // Absolute, so `//x` is a path on this server and not a protocol-relative URL.
  const res = await request.fetch(origin + url, {
    method,
    headers,
    data: method === 'GET' ? undefined : {},
    maxRedirects,
  });
  if (res.status() >= 500) fiveHundreds++;
  return res;
}

test('lists the admin routes from the filesystem', () => {
  expect(PAGES).toContain('/admin-secret-portal/dashboard');
  expect(APIS).toContainEqual({ method: 'GET', url: '/api/admin/verify' });
  expect(APIS.length).toBeGreaterThanOrEqual(8);
});

test('no admin page or API serves its content without a session, by any spelling or subrequest header', async ({
  request,
  baseURL,
}) => {
  // Hundreds of requests, the followed ones each rendering the sign-in page: on two busy cores (a CI run
  // beside another build) they took more than 4 minutes. The timeout guards against a hang, not speed.
  test.setTimeout(480_000);
  origin = new URL(baseURL!).origin;
  const leaks: string[] = [];
  const headerSets: Record<string, string>[] = [
    {},
    ...SUBREQUEST_VALUES.map((v) => ({ 'x-middleware-subrequest': v })),
  ];
  for (const page of PAGES) {
    for (const url of variants(page)) {
      for (const headers of headerSets) {
        const res = await send(request, 'GET', url, headers);
        const body = await res.text();
        // Followed redirects end on the sign-in page, a 404 or a 400: never the dashboard itself.
        if (
          res.ok() &&
          (/Account menu|Admin dashboard/.test(body) ||
            new URL(res.url()).pathname !== '/admin-secret-portal')
        )
          leaks.push(`${res.status()} ${url} ${JSON.stringify(headers)} -> ${res.url()}`);
      }
    }
  }
  for (const { method, url } of APIS) {
    for (const variant of variants(url)) {
      for (const headers of headerSets) {
        // Not followed: a redirect (to the sign-in page) serves nothing; only a 2xx answer would.
        const res = await send(request, method, variant, headers, 0);
        if (res.ok()) leaks.push(`${res.status()} ${method} ${variant} ${JSON.stringify(headers)}`);
      }
    }
  }
  expect(leaks).toEqual([]);
  expect(fiveHundreds).toBe(0);
  console.log(`auth-bypass: ${sent} hostile requests, ${fiveHundreds} answered 5xx`);
});
