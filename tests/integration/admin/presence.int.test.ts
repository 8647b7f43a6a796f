import { eq, sql } from 'drizzle-orm';
import {
  DELETE as leaveRoute,
  POST as heartbeatRoute,
} from '@/app/api/admin/blog/articles/[id]/presence/route';
import { createAdmin, issueSession } from '@/lib/server/auth';
import { PRESENCE_TTL_MS } from '@/lib/constants/portal';
import { articlePresence, blogArticles } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const url = (id: string) => `/api/admin/blog/articles/${id}/presence`;

describe(`POST, DELETE /api/admin/blog/articles/{id}/presence [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let articleId = '';
  let jane: Record<string, string> = {};
  let john: Record<string, string> = {};
  let janeId = '';

  beforeAll(async () => {
    const db = testDb.get();
    const signedIn = async (email: string, name: string) => {
      const admin = await createAdmin(db, { email, name, password: 'Passw0rdX' });
      return { id: admin.id, auth: { authorization: `Bearer ${await issueSession(db, admin)}` } };
    };
    const j = await signedIn('jane@firm.example', 'Jane Doe');
    ({ auth: jane, id: janeId } = j);
    ({ auth: john } = await signedIn('john@firm.example', 'John Roe'));
    const [row] = await db
      .insert(blogArticles)
      .values({ title: 'Open twice', slug: `open-twice`, content: '<p>Body</p>' })
      .returning({ id: blogArticles.id });
    articleId = row!.id;
  });

  beforeEach(async () => {
    await testDb.get().delete(articlePresence);
  });

  const beat = (headers: Record<string, string>, body: unknown, id = articleId) =>
    heartbeatRoute(jsonRequest(url(id), { method: 'POST', body, headers }), routeContext({ id }));
  const leave = (headers: Record<string, string>, tabId: string, id = articleId) =>
    leaveRoute(
      jsonRequest(`${url(id)}?tabId=${encodeURIComponent(tabId)}`, { method: 'DELETE', headers }),
      routeContext({ id }),
    );
  async function others(headers: Record<string, string>, tabId: string) {
    const res = await beat(headers, { tabId });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { present } = await res.json();
    return present as { admin_id: string; name: string; self: boolean; opened_at: string }[];
  }

  it('shows two admins with the article open to each other, and my other tab as mine', async () => {
    expect(await others(jane, 'jane-tab-1')).toEqual([]);
    expect(await others(john, 'john-tab-1')).toEqual([
      { admin_id: janeId, name: 'Jane Doe', self: false, opened_at: expect.any(String) },
    ]);
    const seenByJane = await others(jane, 'jane-tab-1');
    expect(seenByJane.map((p) => [p.name, p.self])).toEqual([['John Roe', false]]);
    // Jane opens it in a second tab: that tab sees her first tab as her own, and John.
    const second = await others(jane, 'jane-tab-2');
    expect(second.map((p) => [p.name, p.self])).toEqual([
      ['Jane Doe', true],
      ['John Roe', false],
    ]);
    // A heartbeat keeps the tab's opening time; the row is one per tab.
    const rows = await testDb.get().select().from(articlePresence);
    expect(rows).toHaveLength(3);
  });

  it('drops a tab once it has left, and one not heard from for longer than the expiry', async () => {
    await others(jane, 'jane-tab-1');
    await others(john, 'john-tab-1');
    const left = await leave(john, 'john-tab-1');
    expect(left.status).toBe(200);
    expect(await others(jane, 'jane-tab-1')).toEqual([]);

    await others(john, 'john-tab-1');
    // John's tab went quiet (closed without a goodbye): older than the expiry, it is gone for Jane.
    await testDb
      .get()
      .update(articlePresence)
      .set({ seenAt: sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000 + 5})` })
      .where(eq(articlePresence.tabId, 'john-tab-1'));
    expect(await others(jane, 'jane-tab-1')).toEqual([]);
    // ...and swept from the table by that heartbeat.
    const rows = await testDb.get().select().from(articlePresence);
    expect(rows.map((r) => r.tabId)).toEqual(['jane-tab-1']);
  });

  it('one admin cannot end another admin’s presence by naming its tab', async () => {
    await others(john, 'shared-name-1');
    await leave(jane, 'shared-name-1');
    expect((await others(jane, 'jane-tab-1')).map((p) => p.name)).toEqual(['John Roe']);
  });

  it('refuses a caller without a session, a bad tab id, a malformed or unknown article', async () => {
    const anonymous = await beat({}, { tabId: 'anon-tab-1' });
    expect(anonymous.status).toBe(401);
    const anonymousLeave = await leave({}, 'anon-tab-1');
    expect(anonymousLeave.status).toBe(401);

    for (const body of [{}, { tabId: 'short' }, { tabId: 'has spaces in it' }, { tabId: 'x'.repeat(65) }]) {
      const res = await beat(jane, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    expect((await leave(jane, 'bad tab')).status).toBe(400);

    const malformed = await beat(jane, { tabId: 'jane-tab-1' }, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    const unknown = await beat(jane, { tabId: 'jane-tab-1' }, '7d3f1c1e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await testDb.get().select().from(articlePresence)).toEqual([]);
  });
});
