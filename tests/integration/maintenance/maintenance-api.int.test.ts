import {
  nextCacheStandIn,
  resetRevalidated,
  revalidated,
} from '@/tests/integration/blog/next-cache-recorder';
// Scheduling revalidates the public pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { eq, like } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/admin/maintenance/route';
import { GET as listWindows, POST as schedule } from '@/app/api/admin/maintenance/windows/route';
import { DELETE as cancel } from '@/app/api/admin/maintenance/windows/[id]/route';
import { activeMaintenance, publishedMaintenance } from '@/lib/maintenance/state';
import { retryAfterSeconds, maintenancePageHtml } from '@/lib/maintenance/page';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const API = '/api/admin/maintenance';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe(`maintenance mode and windows API [${testDbKind()}] (issue 37, ADR 0109)`, () => {
  const testDb = useTestDatabase();
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  const put = (auth: Record<string, string>, body: unknown) =>
    PUT(jsonRequest(API, { method: 'PUT', body, headers: auth }), routeContext({}));
  const post = (auth: Record<string, string>, body: unknown) =>
    schedule(jsonRequest(`${API}/windows`, { method: 'POST', body, headers: auth }), routeContext({}));

  beforeAll(async () => {
    admin = (await accountWithSession(testDb.get(), 'maintenance-admin@firm.example')).auth;
    editor = (await accountWithSession(testDb.get(), 'maintenance-editor@firm.example', 'editor')).auth;
  });

  it('is off on a new install, and for admins only', async () => {
    const res = await GET(jsonRequest(API, { headers: admin }), routeContext({}));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      mode: { enabled: false, message: '', endsAt: null, changedAt: null },
      windows: [],
      active: null,
    });
    expect((await GET(jsonRequest(API, { headers: editor }), routeContext({}))).status).toBe(403);
    expect((await put(editor, { enabled: true })).status).toBe(403);
    expect((await post(editor, { startsAt: inMinutes(60), endsAt: inMinutes(120) })).status).toBe(403);
  });

  it('turns on now with a message and an end, publishes it to this instance at once, audits it, and turns off', async () => {
    const endsAt = inMinutes(30);
    const res = await put(admin, { enabled: true, message: 'Upgrading the database.', endsAt });
    expect(res.status).toBe(200);
    const view = await res.json();
    expect(view.active).toEqual({ source: 'mode', message: 'Upgrading the database.', endsAt });
    // What the proxy reads: no database round trip needed.
    const active = activeMaintenance(publishedMaintenance(), Date.now());
    expect(active).toEqual({ source: 'mode', message: 'Upgrading the database.', endsAt });
    expect(retryAfterSeconds(active!, Date.now())).toBeGreaterThan(29 * 60);
    expect(maintenancePageHtml('/blog/belgium-fr/x', active!)).toContain('Nous revenons bientôt');
    expect(maintenancePageHtml('/', active!)).toContain('Upgrading the database.');

    const off = await put(admin, { enabled: false });
    expect(off.status).toBe(200);
    expect((await off.json()).active).toBeNull();
    expect(activeMaintenance(publishedMaintenance(), Date.now())).toBeNull();
    const entries = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'maintenance.changed'));
    expect(entries.map((e) => e.detail)).toEqual([
      expect.objectContaining({ from: false, to: true, message: 'Upgrading the database.' }),
      expect.objectContaining({ from: true, to: false }),
    ]);
  });

  it('ends by itself at its end: no admin action', async () => {
    const endsAt = inMinutes(1);
    expect((await put(admin, { enabled: true, endsAt })).status).toBe(200);
    expect(activeMaintenance(publishedMaintenance(), Date.now())).not.toBeNull();
    expect(activeMaintenance(publishedMaintenance(), Date.parse(endsAt) + 1)).toBeNull();
    expect((await put(admin, { enabled: false })).status).toBe(200);
  });

  it('schedules windows that start and end by themselves, lists them soonest first, and cancels one', async () => {
    resetRevalidated();
    const later = await post(admin, { startsAt: inMinutes(600), endsAt: inMinutes(660), message: 'Later' });
    expect(later.status).toBe(201);
    const soon = await post(admin, { startsAt: inMinutes(60), endsAt: inMinutes(90), message: 'Soon' });
    expect(soon.status).toBe(201);
    const { window } = await soon.json();
    expect(window).toMatchObject({ id: expect.any(String), message: 'Soon' });
    // Pages announce windows: scheduling one expires them.
    expect(revalidated.tags).toEqual(['maintenance:windows', 'maintenance:windows']);

    const listed = await (
      await listWindows(jsonRequest(`${API}/windows`, { headers: admin }), routeContext({}))
    ).json();
    expect(listed.windows.map((w: { message: string }) => w.message)).toEqual(['Soon', 'Later']);
    const stored = publishedMaintenance();
    expect(activeMaintenance(stored, Date.now())).toBeNull();
    expect(activeMaintenance(stored, Date.parse(window.startsAt) + 1000)).toMatchObject({
      source: 'window',
      message: 'Soon',
    });
    expect(activeMaintenance(stored, Date.parse(window.endsAt))).toBeNull();

    const cancelled = await cancel(
      jsonRequest(`${API}/windows/${window.id}`, { method: 'DELETE', headers: admin }),
      routeContext({ id: window.id }),
    );
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).windows.map((w: { message: string }) => w.message)).toEqual(['Later']);
    const again = await cancel(
      jsonRequest(`${API}/windows/${window.id}`, { method: 'DELETE', headers: admin }),
      routeContext({ id: window.id }),
    );
    expect(again.status).toBe(404);
    const audits = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'maintenance.window_%'));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'maintenance.window_cancelled',
      'maintenance.window_scheduled',
      'maintenance.window_scheduled',
    ]);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await (await GET(jsonRequest(API, { headers: admin }), routeContext({}))).json();
    const cases: [unknown, string][] = [
      [{ enabled: 'yes' }, 'enabled'],
      [{ enabled: true, endsAt: inMinutes(-5) }, 'endsAt'],
      [{ enabled: true, endsAt: 'tomorrow' }, 'endsAt'],
      [{ enabled: true, message: 'a\u0000b' }, 'message'],
      [{ enabled: true, message: 'x'.repeat(501) }, 'message'],
      [{ enabled: true, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await put(admin, body);
      expect(res.status).toBe(400);
      const json = await res.json();
      if (field) expect(Object.keys(json.details ?? {})).toContain(field);
    }
    const windowCases: unknown[] = [
      { startsAt: inMinutes(-10), endsAt: inMinutes(10) },
      { startsAt: inMinutes(20), endsAt: inMinutes(10) },
      { startsAt: inMinutes(10), endsAt: inMinutes(10 + 8 * 24 * 60) },
      { startsAt: inMinutes(10) },
      [],
    ];
    for (const body of windowCases) expect((await post(admin, body)).status).toBe(400);
    const bad = await cancel(
      jsonRequest(`${API}/windows/not-a-uuid`, { method: 'DELETE', headers: admin }),
      routeContext({ id: 'not-a-uuid' }),
    );
    expect(bad.status).toBe(404);
    const after = await (await GET(jsonRequest(API, { headers: admin }), routeContext({}))).json();
    expect(after).toEqual(before);
  });
});
