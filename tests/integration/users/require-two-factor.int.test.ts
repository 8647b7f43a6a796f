import { API_ROUTE_METHODS, type RoutableMethod } from '@/lib/server/http/route-methods';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
import { accountWithSession, awaitRoomInStep, totpCode } from './support';

jest.mock('next/cache', () => nextCacheStandIn);
jest.setTimeout(180_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * What an account without 2FA may still call while an admin requires it: what it needs to turn 2FA on
 * (its account read, setup, enable) and the session check. Sign-out is /api/websiteadmin/logout, outside
 * /api/admin, and needs no session check of this kind.
 */
const SETUP_ROUTES: Record<string, readonly RoutableMethod[]> = {
  '/api/admin/account': ['GET'],
  '/api/admin/account/2fa/setup': ['POST'],
  '/api/admin/account/2fa/enable': ['POST'],
  '/api/admin/verify': ['GET'],
};

const REFUSAL = {
  error: 'Forbidden: two-factor sign-in is required for every account. Turn it on first.',
};
const SOME_ID = '7d3f1c1e-0000-4000-8000-000000000000';

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function call(
  pattern: string,
  method: RoutableMethod,
  auth: Record<string, string>,
  body: unknown = {},
): Promise<Response> {
  const mod = (await import(`@/app${pattern}/route`)) as Partial<Record<RoutableMethod, Handler>>;
  const handler = mod[method];
  if (!handler) throw new Error(`${pattern} exports no ${method}`);
  const url = pattern.replace('[id]', SOME_ID) + (pattern.endsWith('/export') ? '?type=contact' : '');
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const params: Record<string, string> = pattern.includes('[id]') ? { id: SOME_ID } : {};
  return handler(
    jsonRequest(url, { method, body: withBody ? body : undefined, headers: auth }),
    routeContext(params),
  );
}

const calls = Object.entries(API_ROUTE_METHODS)
  .filter(([p]) => p.startsWith('/api/admin/'))
  .flatMap(([pattern, methods]) => methods.map((method) => [pattern, method] as const));
const setupCalls = calls.filter(([p, m]) => SETUP_ROUTES[p]?.includes(m));
const refusedCalls = calls.filter(([p, m]) => !SETUP_ROUTES[p]?.includes(m));

describe(`require 2FA: enforced by every /api/admin route, not only the portal [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let without: Record<string, string> = {};
  let withTwoFactor: Record<string, string> = {};
  const setRequired = async (auth: Record<string, string>, required: boolean) =>
    (await call('/api/admin/settings/security', 'PUT', auth, { require_two_factor: required })).status;

  beforeAll(async () => {
    // Admins both: the role check must not be what refuses them.
    without = (await accountWithSession(testDb.get(), 'no2fa-admin@firm.example')).auth;
    withTwoFactor = (await accountWithSession(testDb.get(), 'tfa-admin@firm.example')).auth;
    const setup = await call('/api/admin/account/2fa/setup', 'POST', withTwoFactor);
    const { secret } = (await setup.json()) as { secret: string };
    await awaitRoomInStep();
    const enable = await call('/api/admin/account/2fa/enable', 'POST', withTwoFactor, {
      code: totpCode(secret),
    });
    expect(enable.status).toBe(200);
    // An admin without 2FA cannot require it (it would shut them out); one with it can.
    const refused = await call('/api/admin/settings/security', 'PUT', without, { require_two_factor: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Turn on two-factor sign-in for your own account before requiring it of everyone',
    });
    expect(await setRequired(withTwoFactor, true)).toBe(200);
  });

  it('lists setup routes that exist', () => {
    for (const [pattern, methods] of Object.entries(SETUP_ROUTES)) {
      expect(API_ROUTE_METHODS[pattern]).toEqual(expect.arrayContaining([...methods]));
    }
    expect(setupCalls).toHaveLength(4);
    expect(refusedCalls.length).toBeGreaterThan(25);
  });

  it.each(refusedCalls)(
    'refuses an account without 2FA on %s %s with a 403 JSON error',
    async (pattern, method) => {
      const res = await call(pattern, method, without);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual(REFUSAL);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it.each(setupCalls)('lets an account without 2FA through on %s %s', async (pattern, method) => {
    const res = await call(pattern, method, without);
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  it.each(calls)('lets an account with 2FA through on %s %s', async (pattern, method) => {
    const res = await call(pattern, method, withTwoFactor);
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });

  it('lets the account through everywhere once it has turned 2FA on, and everyone once the rule is lifted', async () => {
    const late = (await accountWithSession(testDb.get(), 'late@firm.example', 'editor')).auth;
    expect((await call('/api/admin/blog/articles', 'GET', late)).status).toBe(403);
    const { secret } = (await (await call('/api/admin/account/2fa/setup', 'POST', late)).json()) as {
      secret: string;
    };
    await awaitRoomInStep();
    expect(
      (await call('/api/admin/account/2fa/enable', 'POST', late, { code: totpCode(secret) })).status,
    ).toBe(200);
    // The same session: 2FA is read from the account on every request.
    expect((await call('/api/admin/blog/articles', 'GET', late)).status).toBe(200);

    expect(await setRequired(withTwoFactor, false)).toBe(200);
    expect((await call('/api/admin/blog/articles', 'GET', without)).status).toBe(200);
    expect((await call('/api/admin/account/sessions', 'GET', without)).status).toBe(200);
  });
});
