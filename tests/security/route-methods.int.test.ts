import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  API_ROUTE_METHODS,
  apiRouteMethods,
  PAGE_METHODS,
  ROUTABLE_METHODS,
  type RoutableMethod,
} from '@/lib/server/http/route-methods';
import { jsonRequest, routeContext } from '@/tests/helpers/http';

// Issue 24, points 3 and 15: the method gate answers 405 with each route's Allow list from
// API_ROUTE_METHODS, so that table must be what the route files export; and an unknown /api path answers
// a JSON 404 (it was Next's HTML 404 page) through the catch-all app/api/[[...path]].

jest.setTimeout(120_000);

const APP_DIR = path.join(process.cwd(), 'app');
const CATCH_ALL = '/api/[[...path]]';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The URL pattern of a route file: route groups dropped, dynamic segments kept as written. */
function patternOf(file: string): string {
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep);
  return '/' + segments.filter((s) => !/^\(.*\)$/.test(s)).join('/');
}

async function exportedMethods(file: string): Promise<RoutableMethod[]> {
  const mod = (await import(file)) as Record<string, unknown>;
  return ROUTABLE_METHODS.filter((m) => typeof mod[m] === 'function');
}

const ROUTES = routeFiles(APP_DIR).map((file) => ({ file, pattern: patternOf(file) }));
const API_ROUTES = ROUTES.filter((r) => r.pattern.startsWith('/api/') && r.pattern !== CATCH_ALL);

describe('the method table', () => {
  it('lists every API route file', () => {
    expect(API_ROUTES.map((r) => r.pattern).sort()).toEqual(Object.keys(API_ROUTE_METHODS).sort());
  });

  it.each(API_ROUTES.map((r) => [r.pattern, r.file] as const))(
    'lists what %s exports',
    async (pattern, file) => {
      expect(await exportedMethods(file)).toEqual(
        ROUTABLE_METHODS.filter((m) => API_ROUTE_METHODS[pattern]?.includes(m)),
      );
    },
  );

  it('matches a static segment before a dynamic one (articles/bulk is not articles/[id])', () => {
    expect(apiRouteMethods(['api', 'admin', 'blog', 'articles', 'bulk'])).toEqual(['OPTIONS', 'POST']);
    expect(apiRouteMethods(['api', 'admin', 'blog', 'articles', 'some-id'])).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PUT',
    ]);
  });

  it.each(ROUTES.filter((r) => !r.pattern.startsWith('/api/')).map((r) => [r.pattern, r.file] as const))(
    'route handler %s outside /api takes only what pages take (GET)',
    async (_pattern, file) => {
      const methods = await exportedMethods(file);
      expect(methods.every((m) => PAGE_METHODS.includes(m))).toBe(true);
    },
  );
});

describe('an unknown /api path', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
    'answers %s with a JSON 404',
    async (method) => {
      const mod = (await import('@/app/api/[[...path]]/route')) as Record<
        string,
        (req: Request, ctx: unknown) => Promise<Response> | Response
      >;
      const handler = mod[method];
      expect(handler).toBeDefined();
      const res = await handler!(
        jsonRequest('/api/no/such/route', { method }),
        routeContext({ path: ['no', 'such', 'route'] }),
      );
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    },
  );
});
