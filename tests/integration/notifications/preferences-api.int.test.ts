import { eq } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/admin/account/notifications/route';
import { notificationPreferences } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const API = '/api/admin/account/notifications';

describe(`GET/PUT /api/admin/account/notifications [${testDbKind()}] (issue 39, ADR 0112)`, () => {
  const testDb = useTestDatabase();
  let admin: { id: string; auth: Record<string, string> };
  let editor: { id: string; auth: Record<string, string> };
  const get = async (auth: Record<string, string>) => {
    const res = await GET(jsonRequest(API, { headers: auth }), routeContext({}));
    return { status: res.status, body: await res.json() };
  };
  const put = async (auth: Record<string, string>, body: unknown) => {
    const res = await PUT(jsonRequest(API, { method: 'PUT', body, headers: auth }), routeContext({}));
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    const a = await accountWithSession(testDb.get(), 'prefs-admin@firm.example');
    const e = await accountWithSession(testDb.get(), 'prefs-editor@firm.example', 'editor');
    admin = { id: a.admin.id, auth: a.auth };
    editor = { id: e.admin.id, auth: e.auth };
  });

  it('gives an admin every event with its default: leads and failed jobs at once, the rest daily, the new device locked', async () => {
    const { status, body } = await get(admin.auth);
    expect(status).toBe(200);
    expect(body).toEqual({
      preferences: [
        { event: 'lead-early-access', delivery: 'immediate' },
        { event: 'lead-contact', delivery: 'immediate' },
        { event: 'lead-newsletter', delivery: 'digest' },
        { event: 'translation-waiting', delivery: 'digest' },
        { event: 'scheduled-live', delivery: 'digest' },
        { event: 'article-changed', delivery: 'digest' },
        { event: 'job-failed', delivery: 'immediate' },
        { event: 'new-device', delivery: 'immediate', locked: true },
      ],
    });
  });

  it('gives an editor only the events an editor may have', async () => {
    const { status, body } = await get(editor.auth);
    expect(status).toBe(200);
    expect(body.preferences.map((p: { event: string }) => p.event)).toEqual([
      'translation-waiting',
      'scheduled-live',
      'article-changed',
      'new-device',
    ]);
  });

  it('saves the events sent, keeps the others, and answers the whole list', async () => {
    const first = await put(admin.auth, {
      preferences: [
        { event: 'lead-contact', delivery: 'digest' },
        { event: 'article-changed', delivery: 'off' },
      ],
    });
    expect(first.status).toBe(200);
    const second = await put(admin.auth, { preferences: [{ event: 'job-failed', delivery: 'off' }] });
    expect(second.status).toBe(200);
    const byEvent = Object.fromEntries(
      (await get(admin.auth)).body.preferences.map((p: { event: string; delivery: string }) => [
        p.event,
        p.delivery,
      ]),
    );
    expect(byEvent).toMatchObject({
      'lead-early-access': 'immediate',
      'lead-contact': 'digest',
      'article-changed': 'off',
      'job-failed': 'off',
      'new-device': 'immediate',
    });
    expect(second.body.preferences).toEqual((await get(admin.auth)).body.preferences);
    // The editor's choices are the editor's: untouched.
    expect((await get(editor.auth)).body.preferences).toContainEqual({
      event: 'article-changed',
      delivery: 'digest',
    });
  });

  it.each([
    [
      'an unknown event',
      { preferences: [{ event: 'lead-carrier-pigeon', delivery: 'off' }] },
      /event must be one of/,
    ],
    [
      'a bad delivery',
      { preferences: [{ event: 'lead-contact', delivery: 'weekly' }] },
      /delivery must be one of/,
    ],
    [
      'an event listed twice',
      {
        preferences: [
          { event: 'lead-contact', delivery: 'off' },
          { event: 'lead-contact', delivery: 'digest' },
        ],
      },
      /"New contact message" is listed twice/,
    ],
    ['no list', { preferences: 'all' }, /preferences must be a list/],
    ['an extra field', { preferences: [{ event: 'lead-contact', delivery: 'off', extra: 1 }] }, /./],
    [
      'turning off the new-device mail',
      { preferences: [{ event: 'new-device', delivery: 'off' }] },
      /always on/,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_what, body, message) => {
    const res = await put(admin.auth, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    const rows = await testDb
      .get()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.adminId, admin.id));
    expect(rows.find((r) => r.event === 'new-device')).toBeUndefined();
    expect(rows.find((r) => r.event === 'lead-contact')?.delivery).toBe('digest');
  });

  it("refuses an editor's choice of an admin-only event with a 403 naming it, and stores nothing of the request", async () => {
    const res = await put(editor.auth, {
      preferences: [
        { event: 'scheduled-live', delivery: 'off' },
        { event: 'lead-contact', delivery: 'immediate' },
        { event: 'job-failed', delivery: 'immediate' },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      'Only admins can be notified of: New contact message, A scheduled job failed',
    );
    const rows = await testDb
      .get()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.adminId, editor.id));
    expect(rows).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await get({})).status).toBe(401);
    expect((await put({}, { preferences: [] })).status).toBe(401);
  });
});
