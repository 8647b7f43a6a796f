import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as requestRoute } from '@/app/api/admin/account/email/route';
import { POST as confirmRoute } from '@/app/api/admin/account/email/confirm/route';
import { GET as accountRoute } from '@/app/api/admin/account/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { GET as validateReset } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { listRecentAuditEntries } from '@/lib/server/audit';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { passwordResetTokens, websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { emailChangeTokenFrom } from '@/tests/integration/admin/support/eml';
import { accountWithSession, PASSWORD } from './support';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

let ipSeq = 0;
const ip = () => ({ 'x-forwarded-for': `10.70.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });
const DAY = 24 * 60 * 60 * 1000;

describe(`email change confirmed through a link to the new address [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-email-change-outbox-');

  const ask = (auth: Record<string, string>, body: unknown) =>
    requestRoute(jsonRequest('/api/admin/account/email', { body, headers: { ...auth, ...ip() } }), {});
  const confirm = (auth: Record<string, string>, token: unknown) =>
    confirmRoute(
      jsonRequest('/api/admin/account/email/confirm', { body: { token }, headers: { ...auth, ...ip() } }),
      {},
    );
  const emailOf = async (id: string) =>
    (await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, id)))[0]?.email;
  const signInStatus = async (email: string) =>
    (
      await login(
        jsonRequest('/api/websiteadmin/login', { body: { email, password: PASSWORD }, headers: ip() }),
        {},
      )
    ).status;

  async function mailsTo(to: string): Promise<string[]> {
    await settleBackgroundMail();
    return (await outbox.messages()).filter((m) => m.includes(`To: ${to}`));
  }
  async function linkTokenTo(to: string): Promise<string> {
    const mail = (await mailsTo(to)).filter((m) => m.includes('confirm-email')).at(-1);
    if (!mail) throw new Error(`no email-change link mailed to ${to}`);
    return emailChangeTokenFrom(mail);
  }

  it('mails a single-use link to the new address and a notice to the old; the address changes only when the link is opened', async () => {
    const me = await accountWithSession(testDb.get(), 'old@firm.example', 'editor');
    const res = await ask(me.auth, { newEmail: ' New@Firm.example ', currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'We sent a link to new@firm.example. Your address changes when you open it.',
      pending_email: 'new@firm.example',
    });
    // Nothing changed yet: the old address still signs in, the account shows the change as pending.
    expect(await emailOf(me.admin.id)).toBe('old@firm.example');
    const view = await accountRoute(jsonRequest('/api/admin/account', { headers: me.auth }), {});
    expect(await view.json()).toMatchObject({
      account: { email: 'old@firm.example', pending_email: 'new@firm.example' },
    });
    const token = await linkTokenTo('new@firm.example');
    const notice = (await mailsTo('old@firm.example')).at(-1) ?? '';
    expect(notice).toContain('new@firm.example');
    expect(notice).not.toContain(token);
    // Only the token's hash is stored.
    const [row] = await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, me.admin.id));
    expect(row?.emailChangeTokenHash).toBe(
      createHash('sha256').update(`email-change:${token}`).digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.emailChangeExpiresAt?.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
    expect(row?.emailChangeExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + DAY);

    const done = await confirm(me.auth, token);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      message: 'Your email address is now new@firm.example.',
      account: { email: 'new@firm.example', pending_email: null },
    });
    expect(await emailOf(me.admin.id)).toBe('new@firm.example');
    expect(await signInStatus('new@firm.example')).toBe(200);
    expect(await signInStatus('old@firm.example')).toBe(401);
    expect((await mailsTo('old@firm.example')).at(-1)).toContain('is now new@firm.example');

    // Single use: the same link again is refused with a 400.
    const again = await confirm(me.auth, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This confirmation link is invalid or has expired' });
  });

  it('refuses a wrong current password (401), the own address (400), bad input (400) and an address another account uses (409)', async () => {
    const me = await accountWithSession(testDb.get(), 'mine@firm.example');
    await accountWithSession(testDb.get(), 'taken@firm.example', 'editor');
    const wrong = await ask(me.auth, { newEmail: 'x@firm.example', currentPassword: 'Nope12345' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Current password is incorrect' });
    expect((await ask(me.auth, { newEmail: 'MINE@firm.example', currentPassword: PASSWORD })).status).toBe(
      400,
    );
    expect((await ask(me.auth, { newEmail: 'not an address', currentPassword: PASSWORD })).status).toBe(400);
    expect((await ask(me.auth, { newEmail: 'x@firm.example' })).status).toBe(400);
    expect((await ask(me.auth, 'not json')).status).toBe(400);
    const taken = await ask(me.auth, { newEmail: 'Taken@firm.example', currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'A user with this email already exists' });
    expect(await mailsTo('taken@firm.example')).toEqual([]);
    // A malformed token is a 400, not a 500.
    expect((await confirm(me.auth, 'short')).status).toBe(400);
    expect((await confirm(me.auth, 'a'.repeat(43))).status).toBe(400);
  });

  it('refuses with 409 when another account took the address between the request and the link', async () => {
    const me = await accountWithSession(testDb.get(), 'racer@firm.example');
    expect(
      (await ask(me.auth, { newEmail: 'contested@firm.example', currentPassword: PASSWORD })).status,
    ).toBe(200);
    const token = await linkTokenTo('contested@firm.example');
    await accountWithSession(testDb.get(), 'contested@firm.example', 'editor');
    const res = await confirm(me.auth, token);
    expect(res.status).toBe(409);
    expect(await emailOf(me.admin.id)).toBe('racer@firm.example');
  });

  it('takes the link only from the account that asked, only while it is live, and only the newest one', async () => {
    const me = await accountWithSession(testDb.get(), 'owner@firm.example');
    const other = await accountWithSession(testDb.get(), 'someone@firm.example', 'editor');
    await ask(me.auth, { newEmail: 'first@firm.example', currentPassword: PASSWORD });
    const first = await linkTokenTo('first@firm.example');
    await ask(me.auth, { newEmail: 'second@firm.example', currentPassword: PASSWORD });
    const second = await linkTokenTo('second@firm.example');
    // A newer request replaces the older link.
    expect((await confirm(me.auth, first)).status).toBe(400);
    // Another signed-in account cannot use it.
    expect((await confirm(other.auth, second)).status).toBe(400);
    expect(await emailOf(other.admin.id)).toBe('someone@firm.example');
    // Expired (24 h): refused.
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ emailChangeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(websiteAdmins.id, me.admin.id));
    expect((await confirm(me.auth, second)).status).toBe(400);
    expect(await emailOf(me.admin.id)).toBe('owner@firm.example');
    // Without a session the route answers 401.
    expect((await confirm({}, second)).status).toBe(401);
  });

  it('ends the reset links mailed to the old address, and audits both steps for Recent Activity', async () => {
    const me = await accountWithSession(testDb.get(), 'audited@firm.example', 'editor');
    const resetToken = 'q'.repeat(43);
    await testDb
      .get()
      .insert(passwordResetTokens)
      .values({
        adminId: me.admin.id,
        tokenHash: createHash('sha256').update(resetToken).digest('hex'),
        expiresAt: new Date(Date.now() + 60_000),
      });
    const resetLinkStatus = async () =>
      (
        await validateReset(
          jsonRequest(`/api/websiteadmin/validate-reset-token/${resetToken}`, { headers: ip() }),
          routeContext({ token: resetToken }),
        )
      ).status;
    expect(await resetLinkStatus()).toBe(200);
    await ask(me.auth, { newEmail: 'audited2@firm.example', currentPassword: PASSWORD });
    // Asking alone leaves the old mailbox's link working; the change itself ends it.
    expect(await resetLinkStatus()).toBe(200);
    expect((await confirm(me.auth, await linkTokenTo('audited2@firm.example'))).status).toBe(200);
    expect(await resetLinkStatus()).toBe(400);
    const entries = (await listRecentAuditEntries(testDb.get(), 50)).filter((e) =>
      e.action.startsWith('user.email'),
    );
    expect(entries.slice(0, 2).map((e) => [e.action, e.detail.name, e.detail.from, e.adminName])).toEqual([
      ['user.email_changed', 'audited2@firm.example', 'audited@firm.example', 'audited'],
      ['user.email_change_requested', 'audited2@firm.example', 'audited@firm.example', 'audited'],
    ]);
  });
});
