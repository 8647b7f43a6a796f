import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { GET as getAccount, PATCH as patchAccount } from '@/app/api/admin/account/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// Issue 36, point 5: an unpaired surrogate (JSON's "\ud800" escape) in any string input is a 400 that
// names the field, before any write. `PATCH /api/admin/account {"name":"\ud800"}` saved the name (a text
// column stores U+FFFD) and then answered 500 on the audit insert (jsonb refuses the escape).

jest.setTimeout(300_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
// With a cron secret set, as a deployment that uses cron has: a request without it is a 401 (unset: 503 by design).
process.env.CRON_SECRET = 'input-test-cron-secret-0123456789';

const API_DIR = path.join(process.cwd(), 'app/api');
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(e.name) ? [full] : [];
  });
}
// The catch-all app/api/[[...path]] answers 404 to anything and reads nothing.
const ROUTES = routeFiles(API_DIR)
  .filter((file) => !file.includes('[[...path]]'))
  .map((file) => {
    const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep);
    return {
      file,
      url: '/api/' + rel.join('/'),
      params: rel.filter((s) => /^\[.+\]$/.test(s)).map((s) => s.slice(1, -1)),
    };
  });
const BODY_METHODS = ['POST', 'PUT', 'PATCH'] as const;
const LONE = '\ud800';
const UNICODE_ERROR = /^Input must be well-formed Unicode text: /;

// Handlers that read no JSON body: a body is ignored whatever it holds (the image upload reads
// multipart, whose file names arrive decoded from UTF-8 and so cannot hold a lone surrogate; it gets the
// same check all the same, lib/server/http/multipart.ts).
const BODYLESS = new Set([
  'POST /api/admin/backups',
  // RFC 8058's one-click unsubscribe: the token in the URL is the whole request.
  'POST /api/public/newsletter/unsubscribe',
  // Sends the campaign to the signed-in admin; reads no body.
  'POST /api/admin/campaigns/[id]/test',
  'POST /api/admin/jobs/[name]/run',
  'POST /api/admin/settings/integrations/[name]/test',
  'POST /api/cron/[job]',
  'POST /api/websiteadmin/logout',
  'POST /api/admin/account/2fa/setup',
  'POST /api/admin/sessions/renew',
  'POST /api/admin/blog/articles/[id]/preview-link',
  'POST /api/admin/blog/trash/[id]/restore',
  'POST /api/admin/translations/[id]/approve',
  'POST /api/admin/images',
]);
const ACTS_ON_SESSION_ALONE = new Set([
  // A backup is made whatever the body (none is read); the jobs' rows are created on first use.
  'POST /api/admin/backups',
  'POST /api/admin/account/2fa/setup',
  'POST /api/admin/sessions/renew',
]);

// Each body puts the surrogate in one place only, the rest of the body well formed, so the 400 must come
// from the Unicode check and not from a schema that happens to refuse another field.
const CASES: { label: string; body: string; field: string }[] = [
  { label: 'a top-level field', body: `{"name":"${'\\ud800'}"}`, field: 'name' },
  {
    label: 'a low surrogate after text',
    body: '{"email":"a@b.example","message":"ok \\udc00"}',
    field: 'message',
  },
  { label: 'a nested field', body: '{"article":{"tags":["ok","x\\ud83d"]}}', field: 'article.tags.1' },
  { label: 'a key', body: '{"na\\ud800me":"x"}', field: 'na?me' },
];

// Well-formed route params, so that a handler gets as far as its body (no row needs to exist).
const VALID_PARAMS: Record<string, string> = {
  market: 'global',
  id: '00000000-0000-4000-8000-000000000001',
  revisionId: '00000000-0000-4000-8000-000000000002',
  token: 'a'.repeat(43),
};

type Handler = (request: Request, context: unknown) => Promise<Response>;

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function checksums(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const r = await db.execute(
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from "${name}" t`,
      ),
    );
    const row = rowsOf<{ n: string; sum: string | null }>(r)[0];
    out[name] = `${row?.n}:${row?.sum}`;
  }
  return out;
}

describe(`an unpaired surrogate in any string input is a 400 naming the field [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let token = '';

  beforeAll(async () => {
    await createAdmin(testDb.get(), { email: 'uni@firm.example', name: 'Uni', password: 'Passw0rdX' });
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'uni@firm.example', password: 'Passw0rdX' },
        headers: { 'x-forwarded-for': '10.42.0.1' },
      }),
      {},
    );
    token = (await res.json()).token;
    expect(token).toBeTruthy();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('PATCH /api/admin/account {"name":"\\ud800"}: 400 naming "name", nothing saved, nothing audited', async () => {
    const before = await checksums(testDb.get());
    const res = await patchAccount(
      jsonRequest('/api/admin/account', { method: 'PATCH', body: '{"name":"\\ud800"}', headers: auth() }),
      routeContext({}),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Input must be well-formed Unicode text: name');
    expect(Object.keys(body.details)).toEqual(['name']);
    expect(await checksums(testDb.get())).toEqual(before);
    const account = await (
      await getAccount(jsonRequest('/api/admin/account', { headers: auth() }), {})
    ).json();
    expect(account.account.name).toBe('Uni');
  });

  it('a surrogate pair (an emoji) is well formed and goes through', async () => {
    const res = await patchAccount(
      jsonRequest('/api/admin/account', {
        method: 'PATCH',
        body: '{"name":"Uni \\ud83d\\ude00"}',
        headers: auth(),
      }),
      routeContext({}),
    );
    expect(res.status).toBe(200);
  });

  it.each(ROUTES.map((r) => [r.url, r] as const))('%s', async (_url, route) => {
    const mod = (await import(route.file)) as Partial<Record<string, Handler>>;
    const baseParams = Object.fromEntries(route.params.map((p) => [p, VALID_PARAMS[p] ?? 'x']));
    const before = await checksums(testDb.get());
    const headers = (): Record<string, string> => ({
      'x-forwarded-for': '10.43.0.1',
      ...(route.url.startsWith('/api/admin') ? auth() : {}),
      // The cron route checks its secret first (a stranger learns nothing of its jobs), then its input.
      ...(route.url.startsWith('/api/cron') ? { authorization: `Bearer ${process.env.CRON_SECRET}` } : {}),
    });
    const seen: { what: string; status: number; error: string; fields: string[] }[] = [];
    const expected: typeof seen = [];
    for (const method of BODY_METHODS) {
      const handler = mod[method];
      if (!handler || BODYLESS.has(`${method} ${route.url}`)) continue;
      for (const { label, body, field } of CASES) {
        const res = await handler(
          jsonRequest(route.url, { method, body, headers: headers() }),
          routeContext(baseParams),
        );
        const json = res.status === 400 ? await res.json() : {};
        seen.push({
          what: `${method} ${label}`,
          status: res.status,
          error: UNICODE_ERROR.test(json.error ?? '') ? 'unicode' : String(json.error),
          fields: Object.keys(json.details ?? {}),
        });
        expected.push({ what: `${method} ${label}`, status: 400, error: 'unicode', fields: [field] });
      }
    }
    // Route params: Next decodes them, so a surrogate cannot come from a URL, but the check is the same.
    for (const method of ['GET', 'DELETE', ...BODY_METHODS]) {
      const handler = mod[method];
      if (!handler) continue;
      for (const name of route.params) {
        const res = await handler(
          jsonRequest(route.url, { method, headers: headers() }),
          routeContext({ ...baseParams, [name]: `x${LONE}` }),
        );
        const json = res.status === 400 ? await res.json() : {};
        seen.push({
          what: `${method} param ${name}`,
          status: res.status,
          error: UNICODE_ERROR.test(json.error ?? '') ? 'unicode' : String(json.error),
          fields: Object.keys(json.details ?? {}),
        });
        expected.push({ what: `${method} param ${name}`, status: 400, error: 'unicode', fields: [name] });
      }
    }
    expect(seen).toEqual(expected);
    const actsAlone = BODY_METHODS.some((m) => ACTS_ON_SESSION_ALONE.has(`${m} ${route.url}`));
    if (!actsAlone) expect(await checksums(testDb.get())).toEqual(before);
  });
});
