import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as listUsersRoute, POST as inviteRoute } from '@/app/api/admin/users/route';
import { PATCH as patchUser, DELETE as deleteUser } from '@/app/api/admin/users/[id]/route';
import { DELETE as endSessionsOf } from '@/app/api/admin/users/[id]/sessions/route';
import { POST as acceptRoute } from '@/app/api/websiteadmin/accept-invite/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as forgot } from '@/app/api/websiteadmin/forgot-password/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { GET as leads } from '@/app/api/admin/submissions/route';
import { GET as publicArticle } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { auditLog, blogCategories, websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, postArticle } from '@/tests/integration/blog/admin-article-api';
import { inviteTokenFrom } from '@/tests/integration/admin/support/eml';
import { accountWithSession, PASSWORD } from './support';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

let ipSeq = 0;
/** A fresh client address per sign-in, so the per-address limits of one test never touch another. */
const ip = () => ({ 'x-forwarded-for': `10.26.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });

describe(`team accounts: invite, accept, roles, disable [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-team-outbox-');

  const invite = (auth: Record<string, string>, body: unknown) =>
    inviteRoute(jsonRequest('/api/admin/users', { body, headers: auth }), {});
  const accept = (body: unknown) =>
    acceptRoute(jsonRequest('/api/websiteadmin/accept-invite', { body, headers: ip() }), {});
  const signIn = (email: string, password: string) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password }, headers: ip() }), {});
  const patch = (auth: Record<string, string>, id: string, body: unknown) =>
    patchUser(
      jsonRequest(`/api/admin/users/${id}`, { method: 'PATCH', body, headers: auth }),
      routeContext({ id }),
    );
  const remove = (auth: Record<string, string>, id: string) =>
    deleteUser(
      jsonRequest(`/api/admin/users/${id}`, { method: 'DELETE', headers: auth }),
      routeContext({ id }),
    );
  const verifyStatus = async (token: string) =>
    (await verify(jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }), {}))
      .status;

  async function lastInviteToken(to: string): Promise<string> {
    await settleBackgroundMail();
    const mail = (await outbox.messages()).filter((m) => m.includes(`To: ${to}`)).at(-1);
    if (!mail) throw new Error(`no invitation mailed to ${to}`);
    return inviteTokenFrom(mail);
  }

  async function auditActions(): Promise<string[]> {
    return (await testDb.get().select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
  }

  it('invites by email (hashed single-use link, 7 days), the invitee accepts, signs in as an editor and is refused the leads inbox', async () => {
    const owner = await accountWithSession(testDb.get(), 'owner@firm.example');
    const res = await invite(owner.auth, {
      email: 'Writer@Firm.example',
      name: 'Wendy Writer',
      role: 'editor',
    });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    expect(user).toEqual({
      id: expect.any(String),
      email: 'writer@firm.example',
      name: 'Wendy Writer',
      role: 'editor',
      status: 'invited',
      last_login_at: null,
      two_factor: false,
    });

    const token = await lastInviteToken('writer@firm.example');
    const [row] = await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, user.id));
    expect(row?.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.inviteTokenHash).not.toContain(token);
    const days = ((row?.inviteExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // An invited account has no password yet: it cannot sign in.
    expect((await signIn('writer@firm.example', PASSWORD)).status).toBe(401);

    const weak = await accept({ token, name: 'Wendy', password: 'short' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: 'Password must be at least 8 characters long' });

    const ok = await accept({ token, name: 'Wendy W.', password: 'Wr1terPass' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      success: true,
      message: 'Invitation accepted. You can now sign in.',
      email: 'writer@firm.example',
    });
    const again = await accept({ token, name: 'Mallory', password: 'Wr1terPass2' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This invitation link is invalid or has expired' });

    const signedIn = await signIn('writer@firm.example', 'Wr1terPass');
    expect(signedIn.status).toBe(200);
    const { token: editorToken } = (await signedIn.json()) as { token: string };
    const refused = await leads(
      jsonRequest('/api/admin/submissions?type=contact', {
        headers: { authorization: `Bearer ${editorToken}` },
      }),
      {},
    );
    expect(refused.status).toBe(403);

    const list = await listUsersRoute(jsonRequest('/api/admin/users', { headers: owner.auth }), {});
    const { users } = (await list.json()) as {
      users: { email: string; status: string; name: string; last_login_at: string | null }[];
    };
    expect(users.find((u) => u.email === 'writer@firm.example')).toMatchObject({
      status: 'active',
      name: 'Wendy W.',
      last_login_at: expect.any(String),
    });
    expect(await auditActions()).toEqual(expect.arrayContaining(['user.invited', 'user.invite_accepted']));
  });

  it('refuses a taken email (409), a bad role or email (400), and an expired invitation', async () => {
    const owner = await accountWithSession(testDb.get(), 'owner2@firm.example');
    const taken = await invite(owner.auth, { email: 'OWNER2@firm.example', name: 'Again', role: 'admin' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'A user with this email already exists' });
    expect((await invite(owner.auth, { email: 'x@firm.example', name: 'X', role: 'owner' })).status).toBe(
      400,
    );
    expect((await invite(owner.auth, { email: 'not-an-email', name: 'X', role: 'editor' })).status).toBe(400);
    expect((await invite(owner.auth, { email: 'y@firm.example', name: '', role: 'editor' })).status).toBe(
      400,
    );

    const res = await invite(owner.auth, { email: 'late@firm.example', name: 'Late', role: 'editor' });
    const token = await lastInviteToken('late@firm.example');
    const { user } = (await res.json()) as { user: { id: string } };
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(websiteAdmins.id, user.id));
    const expired = await accept({ token, name: 'Late', password: 'Lat3Comer' });
    expect(expired.status).toBe(400);
    expect((await accept({ token: 'x'.repeat(43), name: 'L', password: 'Lat3Comer' })).status).toBe(400);
    expect((await accept({ token: 'short', name: 'L', password: 'Lat3Comer' })).status).toBe(400);
  });

  it('removes an invitation that was not accepted, but not an active account', async () => {
    const owner = await accountWithSession(testDb.get(), 'owner3@firm.example');
    const res = await invite(owner.auth, { email: 'maybe@firm.example', name: 'Maybe', role: 'editor' });
    const { user } = (await res.json()) as { user: { id: string } };
    const token = await lastInviteToken('maybe@firm.example');
    const removed = await remove(owner.auth, user.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: 'Invitation removed' });
    expect((await accept({ token, name: 'Maybe', password: 'Mayb3Later' })).status).toBe(400);
    expect((await remove(owner.auth, user.id)).status).toBe(404);

    const active = await remove(owner.auth, owner.admin.id);
    expect(active.status).toBe(409);
    expect(await active.json()).toEqual({ error: 'Only an invitation that was not accepted can be removed' });
    expect(await auditActions()).toContain('user.invite_revoked');
  });

  it('never demotes or disables the last active admin (409), and does once another admin is active', async () => {
    // Start from a database with one admin only.
    await testDb.get().delete(websiteAdmins);
    const solo = await accountWithSession(testDb.get(), 'solo@firm.example');
    const editor = await accountWithSession(testDb.get(), 'ed@firm.example', 'editor');
    const demote = await patch(solo.auth, solo.admin.id, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({
      error: 'The last active admin can be neither demoted nor disabled',
    });
    expect((await patch(solo.auth, solo.admin.id, { status: 'disabled' })).status).toBe(409);
    // A disabled admin does not count as the other active one.
    const other = await accountWithSession(testDb.get(), 'other@firm.example');
    expect((await patch(solo.auth, other.admin.id, { status: 'disabled' })).status).toBe(200);
    expect((await patch(solo.auth, solo.admin.id, { role: 'editor' })).status).toBe(409);

    const promote = await patch(solo.auth, editor.admin.id, { role: 'admin' });
    expect(promote.status).toBe(200);
    expect(await promote.json()).toMatchObject({ user: { role: 'admin', status: 'active' } });
    const nowDemote = await patch(solo.auth, solo.admin.id, { role: 'editor' });
    expect(nowDemote.status).toBe(200);
    expect(await nowDemote.json()).toMatchObject({ user: { role: 'editor' } });
    // The demoted account's own session is an editor's from the next request on.
    expect((await patch(solo.auth, editor.admin.id, { role: 'editor' })).status).toBe(403);

    expect((await patch(editor.auth, solo.admin.id, {})).status).toBe(400);
    expect((await patch(editor.auth, solo.admin.id, { status: 'invited' })).status).toBe(400);
    expect(
      (await patch(editor.auth, '7d3f1c1e-0000-4000-8000-000000000000', { role: 'editor' })).status,
    ).toBe(404);
    expect((await patch(editor.auth, 'not-a-uuid', { role: 'editor' })).status).toBe(400);
    expect(await auditActions()).toEqual(expect.arrayContaining(['user.role_changed', 'user.disabled']));
  });

  it('ends a disabled account’s sessions at once; it can neither sign in nor get a reset link, until enabled again', async () => {
    const boss = await accountWithSession(testDb.get(), 'boss@firm.example');
    const leaver = await accountWithSession(testDb.get(), 'leaver@firm.example', 'editor');
    expect(await verifyStatus(leaver.token)).toBe(200);

    expect((await patch(boss.auth, leaver.admin.id, { status: 'disabled' })).status).toBe(200);
    expect(await verifyStatus(leaver.token)).toBe(401);
    const refused = await signIn('leaver@firm.example', PASSWORD);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, error: 'Invalid credentials' });

    await settleBackgroundMail();
    const before = (await outbox.messages()).length;
    const reset = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', {
        body: { email: 'leaver@firm.example' },
        headers: ip(),
      }),
      {},
    );
    expect(reset.status).toBe(200);
    await settleBackgroundMail();
    expect((await outbox.messages()).length).toBe(before);

    expect((await patch(boss.auth, leaver.admin.id, { status: 'active' })).status).toBe(200);
    expect(await verifyStatus(leaver.token)).toBe(401);
    expect((await signIn('leaver@firm.example', PASSWORD)).status).toBe(200);
    expect(await auditActions()).toContain('user.enabled');
  });

  it("lets an admin end another account's sessions", async () => {
    const boss = await accountWithSession(testDb.get(), 'boss2@firm.example');
    const lost = await accountWithSession(testDb.get(), 'lost@firm.example', 'editor');
    const res = await endSessionsOf(
      jsonRequest(`/api/admin/users/${lost.admin.id}/sessions`, { method: 'DELETE', headers: boss.auth }),
      routeContext({ id: lost.admin.id }),
    );
    expect(res.status).toBe(200);
    expect(await verifyStatus(lost.token)).toBe(401);
    expect(await verifyStatus(boss.token)).toBe(200);
    expect(await auditActions()).toContain('user.sessions_ended');
  });

  it('makes the account that created an article its author: the public API names the editor', async () => {
    const editor = await accountWithSession(testDb.get(), 'author@firm.example', 'editor');
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ name: 'Ada Author' })
      .where(eq(websiteAdmins.id, editor.admin.id));
    const [category] = await testDb
      .get()
      .insert(blogCategories)
      .values({ name: 'Team', slug: 'team', color: '#EF4444' })
      .returning();
    const created = await postArticle(
      articlePayload(category?.id ?? null, {
        slug: 'team-authorship',
        status: 'published',
        content: '<p>Written by the editor.</p>',
      }),
      editor.auth,
    );
    // The body in the failure message says why, should the save be refused.
    expect([created.status, await created.text()]).toEqual([201, expect.stringContaining('"id"')]);
    const res = await publicArticle(
      jsonRequest('/api/blog/articles/market/global/team-authorship'),
      routeContext({ market: 'global', slug: 'team-authorship' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ website_admins: { name: 'Ada Author' } });
  });
});
