import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { captureLog } from '@/tests/helpers/log-capture';
import { and, eq } from 'drizzle-orm';
import { POST as forgot } from '@/app/api/websiteadmin/forgot-password/route';
import { GET as validate } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { POST as reset } from '@/app/api/websiteadmin/reset-password/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { createAdmin, findAdminByEmail, requestPasswordReset } from '@/lib/server/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { auditLog, passwordResetTokens } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { contentTypes, resetTokenFrom } from './support/eml';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const SENT = 'If an admin account exists for that email, a password reset link has been sent.';
const INVALID = 'Invalid or expired reset token';

describe(`password recovery through the outbox [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let address = 0;
  const ip = () => ({ 'x-forwarded-for': `10.5.0.${++address}` });

  const mailOutbox = useMailOutbox('ailex-admin-outbox-');

  beforeAll(async () => {
    await createAdmin(testDb.get(), { email: 'Owner@Firm.example', name: 'Owner', password: 'OldPassw0rd' });
    await createAdmin(testDb.get(), { email: 'other@firm.example', name: 'Other', password: 'OtherPass1' });
    // One account per scenario: each address gets at most 3 reset emails an hour.
    for (const name of ['parts', 'valid', 'logged', 'older', 'rules', 'locked', 'capped']) {
      await createAdmin(testDb.get(), { email: `${name}@firm.example`, name, password: 'StartPass1' });
    }
  });

  async function outbox(): Promise<string[]> {
    await settleBackgroundMail();
    return mailOutbox.messages();
  }

  async function requestLink(email: string): Promise<string> {
    const before = (await outbox()).length;
    const res = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', { body: { email }, headers: ip() }),
      {},
    );
    expect(res.status).toBe(200);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    return resetTokenFrom(mails.at(-1)!);
  }

  const validateToken = (token: string) =>
    validate(jsonRequest(`/api/websiteadmin/validate-reset-token/${token}`), routeContext({ token }));
  const resetWith = (body: unknown) =>
    reset(jsonRequest('/api/websiteadmin/reset-password', { body, headers: ip() }), {});
  const signIn = (email: string, password: string, headers = ip()) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password }, headers }), {});

  it('answers the same for an admin and for an unknown email, and mails only the admin', async () => {
    const before = (await outbox()).length;
    const known = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', {
        body: { email: 'OWNER@firm.example' },
        headers: ip(),
      }),
      {},
    );
    const unknown = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', {
        body: { email: 'nobody@firm.example' },
        headers: ip(),
      }),
      {},
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({ success: true, message: SENT });
    expect(await unknown.json()).toEqual(body);
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: owner@firm\.example$/m);
    expect(mails[0]).toMatch(/^Subject: Reset your AiLex admin password$/m);
  });

  it('writes a plain-text and an HTML part carrying the absolute link from SITE_URL', async () => {
    const token = await requestLink('parts@firm.example');
    const mail = (await outbox()).at(-1);
    expect(mail).toMatch(/^To: parts@firm\.example$/m);
    expect(contentTypes(mail!)).toEqual(
      expect.arrayContaining(['multipart/alternative', 'text/plain', 'text/html']),
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toMatch(/https:\/\/ailex\.example\/admin-secret-portal\/reset-password\//);
    const admin = await findAdminByEmail(testDb.get(), 'parts@firm.example');
    const rows = await testDb
      .get()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.adminId, admin!.id));
    expect(rows).toHaveLength(1);
    // Only the SHA-256 of the token is stored, never the token itself.
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(resetTokenFrom(mail!));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * 60 * 1000);
    const audit = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.reset_requested'), eq(auditLog.adminId, admin!.id)));
    expect(audit).toHaveLength(1);
  });

  it('logs the reset link when no SMTP server is configured, so recovery works on a laptop', async () => {
    const logged = captureLog();
    try {
      const token = await requestLink('logged@firm.example');
      const lines = logged
        .lines()
        .map((line) => line.msg)
        .join('\n');
      expect(lines).toContain(
        `[mail] reset link: https://ailex.example/admin-secret-portal/reset-password/${token}`,
      );
      expect(lines).toMatch(/written to .*outbox.*\.eml/);
    } finally {
      logged.restore();
    }
  });

  it('refuses a blank email with the spec message and a malformed one with 400', async () => {
    for (const body of [{ email: '   ' }, {}, { email: null }]) {
      const res = await forgot(jsonRequest('/api/websiteadmin/forgot-password', { body, headers: ip() }), {});
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Please enter your email address');
    }
    const malformed = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', { body: { email: 'not-an-email' }, headers: ip() }),
      {},
    );
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Please enter a valid email address');
    const broken = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', { body: '{', headers: ip() }),
      {},
    );
    expect(broken.status).toBe(400);
  });

  it('validates a live link by naming the account, and refuses unknown or malformed tokens', async () => {
    const token = await requestLink('valid@firm.example');
    const ok = await validateToken(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      success: true,
      message: 'Resetting password for valid@firm.example',
      email: 'valid@firm.example',
    });
    for (const bad of ['A'.repeat(43), 'short', `${token}x`, '../../etc/passwd']) {
      const res = await validateToken(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: INVALID });
    }
  });

  it('invalidates an older unused link when a newer one is sent', async () => {
    const older = await requestLink('older@firm.example');
    const newer = await requestLink('older@firm.example');
    expect((await validateToken(older)).status).toBe(400);
    expect((await validateToken(newer)).status).toBe(200);
  });

  it('refuses a new password that breaks a spec.md "Admin portal" rule, with the first failing message, and changes nothing', async () => {
    const token = await requestLink('rules@firm.example');
    const cases: [unknown, string][] = [
      [{ token, newPassword: '' }, 'Please fill in all fields'],
      [{ token, newPassword: 'Ab1' }, 'Password must be at least 8 characters long'],
      [{ token, newPassword: 'lowercase1' }, 'Password must contain at least one uppercase letter'],
      [{ token, newPassword: 'UPPERCASE1' }, 'Password must contain at least one lowercase letter'],
      [{ token, newPassword: 'NoDigitsHere' }, 'Password must contain at least one number'],
      [{ token, newPassword: `Aa1${'x'.repeat(80)}` }, 'Password must be at most 72 characters long'],
      [{ newPassword: 'GoodPass1' }, 'Invalid reset link'],
      [{ token: 'nope', newPassword: 'GoodPass1' }, INVALID],
    ];
    for (const [body, error] of cases) {
      const res = await resetWith(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect((await validateToken(token)).status).toBe(200);
    expect((await signIn('rules@firm.example', 'StartPass1')).status).toBe(200);
  });

  it('resets the password once, revokes every older session and lets the new password sign in', async () => {
    const oldSession = (await (await signIn('owner@firm.example', 'OldPassw0rd')).json()).token as string;
    const otherSession = (await (await signIn('other@firm.example', 'OtherPass1')).json()).token as string;
    const token = await requestLink('owner@firm.example');

    const res = await resetWith({ token, newPassword: 'NewPassw0rd' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Password reset successfully' });

    const bearer = (t: string) =>
      verify(jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${t}` } }), {});
    expect((await bearer(oldSession)).status).toBe(401);
    // Another admin's session is not touched.
    expect((await bearer(otherSession)).status).toBe(200);
    expect((await signIn('owner@firm.example', 'OldPassw0rd')).status).toBe(401);
    const fresh = await signIn('owner@firm.example', 'NewPassw0rd');
    expect(fresh.status).toBe(200);
    expect((await bearer((await fresh.json()).token)).status).toBe(200);

    // Single use: the same link cannot be used again, nor validated.
    const again = await resetWith({ token, newPassword: 'Another1Pass' });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(INVALID);
    expect((await validateToken(token)).status).toBe(400);
    const owner = await findAdminByEmail(testDb.get(), 'owner@firm.example');
    expect(
      await testDb
        .get()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.reset_done'), eq(auditLog.adminId, owner!.id))),
    ).toHaveLength(1);
  });

  // Two concurrent uses of one link: tests/integration/concurrency/password-reset.pg.int.test.ts.

  it('refuses an expired link', async () => {
    // Issued two hours ago through the service's clock, so it expired an hour ago.
    await requestPasswordReset(
      { email: 'other@firm.example', ipAddress: '10.6.0.1' },
      new Date(Date.now() - 2 * 60 * 60 * 1000),
    );
    const mails = await outbox();
    const token = resetTokenFrom(mails.at(-1)!);
    expect((await validateToken(token)).status).toBe(400);
    const res = await resetWith({ token, newPassword: 'Expired1Pass' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(INVALID);
    expect((await signIn('other@firm.example', 'OtherPass1')).status).toBe(200);
  });

  it('lifts a lockout once the owner resets the password', async () => {
    const client = { 'x-forwarded-for': '10.5.9.9' };
    for (let i = 0; i < 5; i++)
      expect((await signIn('locked@firm.example', `Wrong${i}Pass`, client)).status).toBe(401);
    expect((await signIn('locked@firm.example', 'StartPass1', client)).status).toBe(429);
    const token = await requestLink('locked@firm.example');
    expect((await resetWith({ token, newPassword: 'Unlocked1Pass' })).status).toBe(200);
    expect((await signIn('locked@firm.example', 'Unlocked1Pass', client)).status).toBe(200);
  });

  it('mails one address at most 3 times an hour while answering the same, and limits requests per address with 429', async () => {
    const before = (await outbox()).length;
    const client = { 'x-forwarded-for': '10.7.7.7' };
    const send = (email: string) =>
      forgot(jsonRequest('/api/websiteadmin/forgot-password', { body: { email }, headers: client }), {});
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send('capped@firm.example'));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const sent = (await outbox()).slice(before);
    expect(sent).toHaveLength(3);
    expect(sent.every((m) => /^To: capped@firm\.example$/m.test(m))).toBe(true);
    // 10 requests per 15 minutes per address; this client has made 4.
    for (let i = 0; i < 6; i++) expect((await send(`x${i}@firm.example`)).status).toBe(200);
    const refused = await send('x@firm.example');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe('Too many password reset requests. Please try again later.');
    // Another client is not affected.
    const elsewhere = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', { body: { email: 'x@firm.example' }, headers: ip() }),
      {},
    );
    expect(elsewhere.status).toBe(200);
  });
});
