import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import type { Db } from '@/lib/server/db/client';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(300_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
// With a cron secret set, as a deployment that uses cron has: a request without it is a 401 (unset: 503 by design).
process.env.CRON_SECRET = 'input-test-cron-secret-0123456789';

// Every route handler under app/api, found by walking the folder so a new one is covered without
// editing this file. The segment names ([id], [market], ...) become the route params.
const API_DIR = path.join(process.cwd(), 'app/api');
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.tsx?$/.test(e.name) ? [full] : [];
  });
}
const ROUTES = routeFiles(API_DIR).map((file) => {
  const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep);
  return {
    file,
    url: '/api/' + rel.join('/'),
    params: rel.filter((s) => /^\[.+\]$/.test(s)).map((s) => s.slice(1, -1)),
  };
});
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

// The field names the app's payloads use; each hostile value is put in all of them at once, so every
// string field of every schema sees it.
const FIELDS = [
  'email',
  'password',
  'newPassword',
  'name',
  'firstName',
  'lastName',
  'company',
  'phone',
  'message',
  'subject',
  'token',
  'title',
  'slug',
  'content',
  'summary',
  'market',
  'language',
  'category',
  'status',
  'featuredImage',
  'metaTitle',
  'metaDescription',
  'website',
  'role',
  'source',
];
const HOSTILE_STRINGS = ['a\u0000b', '\u0000', "x' OR '1'='1'; DROP TABLE blog_articles; --"];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
// Bodies every handler must refuse (4xx): malformed JSON, wrong types, too large, NUL anywhere.
const HOSTILE_BODIES: { label: string; body: string; type?: string }[] = [
  { label: 'malformed JSON', body: '{"email": "a@b.example",' },
  { label: 'a bare string', body: '"x"' },
  { label: 'an array', body: '[1,2,3]' },
  { label: 'numbers for strings', body: JSON.stringify(fill(12345)) },
  { label: 'objects for strings', body: JSON.stringify(fill({ $ne: null })) },
  { label: 'a NUL in every field', body: JSON.stringify(fill('a\u0000b')) },
  { label: 'a NUL in a key', body: '{"email\\u0000":"a@b.example"}' },
  { label: 'a lone surrogate and NUL', body: JSON.stringify(fill('\ud800\u0000')) },
  { label: 'a 1 MB body', body: JSON.stringify(fill('x'.repeat(1_000_000 / FIELDS.length))) },
  { label: 'deep nesting', body: '['.repeat(20_000) + ']'.repeat(20_000) },
  { label: 'form encoding', body: 'email=a%00b', type: 'application/x-www-form-urlencoded' },
];
// Query strings and route params: these may be answered 2xx (a search for a quote is a search), but
// never 5xx, and never with a change to the database.
const HOSTILE_QUERIES = [
  '?search=%00',
  '?page=%ff',
  '?page=-1&limit=1e309',
  "?category=x'%3B--",
  '?a%00=1',
  '?search=%F0%9F%92%A9%E2%80%AE',
];
const HOSTILE_PARAMS = [...HOSTILE_STRINGS, '%ff', '..%2f..%2f', '\ud800', 'x'.repeat(5000)];

// Handlers that read no body at all: any body is ignored, so only "no 5xx" is asked of them.
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
]);
// Handlers whose whole input is the session: they act whatever the body or query (a new pending
// authenticator secret; "sign out everywhere else", audited; a renewal due), so the database may change after them.
const ACTS_ON_SESSION_ALONE = new Set([
  // A backup is made whatever the body (none is read); the jobs' rows are created on first use.
  'POST /api/admin/backups',
  'GET /api/admin/jobs',
  'POST /api/admin/account/2fa/setup',
  'POST /api/admin/sessions/renew',
  'DELETE /api/admin/account/sessions',
]);

type Handler = (request: Request, context: unknown) => Promise<Response>;

// PGlite's drizzle answers { rows }, postgres.js's an array of rows.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

const is4xx = (status: number) => status >= 400 && status < 500;

async function checksums(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const r = await db.execute<{ n: string; sum: string | null }>(
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from "${name}" t`,
      ),
    );
    const row = rowsOf<{ n: string; sum: string | null }>(r)[0];
    out[name] = `${row?.n}:${row?.sum}`;
  }
  return out;
}

describe(`every API route refuses hostile input without a 5xx [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let token = '';
  let sent = 0;
  const fiveHundreds: string[] = [];

  beforeAll(async () => {
    await createAdmin(testDb.get(), { email: 'fuzz@firm.example', name: 'Fuzz', password: 'Passw0rdX' });
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'fuzz@firm.example', password: 'Passw0rdX' },
        headers: { 'x-forwarded-for': '10.40.0.1' },
      }),
      {},
    );
    token = (await res.json()).token;
    expect(token).toBeTruthy();
  });

  afterAll(() => {
    console.log(`[security/input] hostile requests sent: ${sent}; 5xx received: ${fiveHundreds.length}`);
  });

  function requestFor(url: string, method: string, body?: string, type = 'application/json'): Request {
    const headers: Record<string, string> = { 'x-forwarded-for': `10.41.${sent % 250}.${(sent >> 8) % 250}` };
    // The admin routes get a valid session, so the input is parsed rather than refused at the door;
    // logout is left without one so the fuzz does not end the session it uses.
    if (url.startsWith('/api/admin')) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = type;
    return jsonRequest(url, { method, headers, ...(body === undefined ? {} : { body }) });
  }

  async function send(
    label: string,
    handler: Handler,
    request: Request,
    params: Record<string, string>,
  ): Promise<Response> {
    sent += 1;
    const streamed = await handler(request, routeContext(params));
    // Read every answer to its end inside the test: a streamed one (the OG image renders lazily) would
    // otherwise keep working after Jest tears the environment down.
    const res = new Response(await streamed.arrayBuffer(), {
      status: streamed.status,
      headers: streamed.headers,
    });
    if (res.status >= 500) fiveHundreds.push(`${label} → ${res.status}`);
    // Finding 7: every admin and sign-in answer, refusals included, is kept out of every cache.
    if (/^\/api\/(admin|websiteadmin)\//.test(new URL(request.url).pathname)) {
      expect({ label, cacheControl: res.headers.get('cache-control') }).toEqual({
        label,
        cacheControl: 'private, no-store',
      });
    }
    return res;
  }

  it.each(ROUTES.map((r) => [r.url, r] as const))('%s', async (_url, route) => {
    const mod = (await import(route.file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const baseParams = Object.fromEntries(route.params.map((p) => [p, p === 'market' ? 'global' : 'x']));
    const before = await checksums(testDb.get());
    const failuresBefore = fiveHundreds.length;
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      if (method !== 'GET' && method !== 'DELETE') {
        for (const { label, body, type } of HOSTILE_BODIES) {
          const res = await send(
            `${method} ${route.url} ${label}`,
            handler,
            requestFor(route.url, method, body, type),
            baseParams,
          );
          const ok = BODYLESS.has(`${method} ${route.url}`) ? res.status < 500 : is4xx(res.status);
          expect({ label, status: res.status, ok }).toEqual({ label, status: res.status, ok: true });
          if (res.status >= 400) expect(await res.json()).toHaveProperty('error');
        }
      }
      for (const query of HOSTILE_QUERIES) {
        const res = await send(
          `${method} ${route.url}${query}`,
          handler,
          requestFor(route.url + query, method),
          baseParams,
        );
        expect({ query, status: res.status, ok: res.status < 500 }).toEqual({
          query,
          status: res.status,
          ok: true,
        });
      }
      for (const name of route.params) {
        for (const value of HOSTILE_PARAMS) {
          const res = await send(
            `${method} ${route.url} ${name}=${JSON.stringify(value).slice(0, 20)}`,
            handler,
            requestFor(route.url, method),
            { ...baseParams, [name]: value },
          );
          expect({ value, status: res.status, ok: is4xx(res.status) }).toEqual({
            value,
            status: res.status,
            ok: true,
          });
        }
      }
    }
    const actsAlone = METHODS.some((m) => ACTS_ON_SESSION_ALONE.has(`${m} ${route.url}`));
    if (!actsAlone) expect(await checksums(testDb.get())).toEqual(before);
    expect(fiveHundreds.slice(failuresBefore)).toEqual([]);
  });
});
