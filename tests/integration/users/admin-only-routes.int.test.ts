import { API_ROUTE_METHODS, type RoutableMethod } from '@/lib/server/http/route-methods';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import { accountWithSession } from './support';

jest.mock('next/cache', () => nextCacheStandIn);
jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * The routes only an admin may call (issue 26): the leads inbox and its CSV, users, another account's
 * sessions, the site settings and integrations, maintenance, jobs, backups, newsletter subscribers and campaigns. Every other /api/admin route
 * is open to an editor (Reports among them: an editor gets its readership without leads, issue 38).
 */
const ADMIN_ONLY_ROUTES: Record<string, readonly RoutableMethod[]> = {
  '/api/admin/submissions': ['GET'],
  '/api/admin/submissions/export': ['GET'],
  '/api/admin/users': ['GET', 'POST'],
  '/api/admin/users/[id]': ['PATCH', 'DELETE'],
  '/api/admin/users/[id]/sessions': ['DELETE'],
  '/api/admin/settings': ['GET', 'PATCH'],
  '/api/admin/settings/security': ['GET', 'PUT'],
  '/api/admin/jobs': ['GET'],
  '/api/admin/jobs/[name]/run': ['POST'],
  '/api/admin/settings/integrations': ['GET'],
  '/api/admin/settings/integrations/[name]/test': ['POST'],
  '/api/admin/maintenance': ['GET', 'PUT'],
  '/api/admin/maintenance/windows': ['GET', 'POST'],
  '/api/admin/maintenance/windows/[id]': ['DELETE'],
  '/api/admin/backups': ['GET', 'POST'],
  '/api/admin/backups/[id]/download': ['GET'],
  '/api/admin/subscribers': ['GET'],
  '/api/admin/subscribers/export': ['GET'],
  '/api/admin/subscribers/[id]': ['DELETE'],
  '/api/admin/campaigns': ['GET', 'POST'],
  '/api/admin/campaigns/articles': ['GET'],
  '/api/admin/campaigns/[id]': ['GET'],
  '/api/admin/campaigns/[id]/preview': ['GET'],
  '/api/admin/campaigns/[id]/send': ['POST'],
  '/api/admin/campaigns/[id]/test': ['POST'],
};

const SOME_ID = '7d3f1c1e-0000-4000-8000-000000000000';

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function call(
  pattern: string,
  method: RoutableMethod,
  auth: Record<string, string>,
): Promise<Response> {
  const mod = (await import(`@/app${pattern}/route`)) as Partial<Record<RoutableMethod, Handler>>;
  const handler = mod[method];
  if (!handler) throw new Error(`${pattern} exports no ${method}`);
  const url = pattern.replace('[id]', SOME_ID) + (pattern.endsWith('/export') ? '?type=contact' : '');
  const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
  const params: Record<string, string> = pattern.includes('[id]') ? { id: SOME_ID } : {};
  return handler(jsonRequest(url, { method, body, headers: auth }), routeContext(params));
}

const adminRoutes = Object.entries(API_ROUTE_METHODS).filter(([p]) => p.startsWith('/api/admin/'));
const calls = adminRoutes.flatMap(([pattern, methods]) =>
  methods.map((method) => [pattern, method] as const),
);
const adminOnlyCalls = calls.filter(([p, m]) => ADMIN_ONLY_ROUTES[p]?.includes(m));
const editorCalls = calls.filter(([p, m]) => !ADMIN_ONLY_ROUTES[p]?.includes(m));

describe(`roles on every /api/admin route [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  // A DATA_DIR of its own: POST /api/admin/backups writes a backup there (and prunes the ones it finds).
  useLocalMediaStorage();
  // One account per role for the whole table: bcrypt makes each new account cost most of a second.
  let editorAuth: Record<string, string> = {};
  let adminAuth: Record<string, string> = {};
  beforeAll(async () => {
    editorAuth = (await accountWithSession(testDb.get(), 'eddie@firm.example', 'editor')).auth;
    adminAuth = (await accountWithSession(testDb.get(), 'ada@firm.example')).auth;
  });

  it('lists only routes that exist in route-methods.ts as admin-only', () => {
    for (const [pattern, methods] of Object.entries(ADMIN_ONLY_ROUTES)) {
      expect(API_ROUTE_METHODS[pattern]).toEqual(expect.arrayContaining([...methods]));
    }
    expect(adminOnlyCalls).toHaveLength(33);
  });

  it.each(adminOnlyCalls)('refuses an editor on %s %s with a 403 JSON error', async (pattern, method) => {
    const res = await call(pattern, method, editorAuth);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'Forbidden: this needs an admin account' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(adminOnlyCalls)('lets an admin through on %s %s', async (pattern, method) => {
    const res = await call(pattern, method, adminAuth);
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  it.each(editorCalls)(
    'lets an editor through on %s %s (articles, categories, translations, images, own account)',
    async (pattern, method) => {
      const res = await call(pattern, method, editorAuth);
      expect(res.status).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    },
  );
});
