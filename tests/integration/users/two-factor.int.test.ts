import { eq } from 'drizzle-orm';
import { POST as setupRoute } from '@/app/api/admin/account/2fa/setup/route';
import { POST as enableRoute } from '@/app/api/admin/account/2fa/enable/route';
import { POST as disableRoute } from '@/app/api/admin/account/2fa/disable/route';
import { POST as passwordRoute } from '@/app/api/admin/account/password/route';
import { GET as accountRoute, PATCH as patchAccount } from '@/app/api/admin/account/route';
import { DELETE as signOutElsewhere, GET as sessionsRoute } from '@/app/api/admin/account/sessions/route';
import { PUT as securityRoute } from '@/app/api/admin/settings/security/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as login2fa } from '@/app/api/websiteadmin/login/2fa/route';
import { POST as linkRoute } from '@/app/api/websiteadmin/sign-in-link/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { issueSession, resetPassword, signInWithSecondFactor } from '@/lib/server/auth';
import { auditLog, adminRecoveryCodes, passwordResetTokens } from '@/lib/server/db/schema';
import { createHash } from 'node:crypto';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, awaitRoomInStep, PASSWORD, totpCode } from './support';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

let ipSeq = 0;
const ip = () => ({ 'x-forwarded-for': `10.62.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });
const STEP = 30_000;

describe(`two-factor sign-in and the account page's API [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  const post = (
    handler: (r: ReturnType<typeof jsonRequest>, c: unknown) => Promise<Response>,
    url: string,
    auth: Record<string, string>,
    body?: unknown,
  ) => handler(jsonRequest(url, { method: 'POST', body: body ?? {}, headers: auth }), {});
  const signIn = (email: string, password = PASSWORD, headers = ip()) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password }, headers }), {});
  const secondStep = (challenge: string, code: string, headers = ip()) =>
    login2fa(jsonRequest('/api/websiteadmin/login/2fa', { body: { challenge, code }, headers }), {});
  const verifyStatus = async (token: string) =>
    (await verify(jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }), {}))
      .status;

  /** The audit actions recorded with `adminId` as the acting account (what Recent Activity names). */
  const actionsOf = async (adminId: string) =>
    (await testDb.get().select().from(auditLog).where(eq(auditLog.adminId, adminId))).map((r) => r.action);

  async function withTwoFactor(email: string) {
    const account = await accountWithSession(testDb.get(), email);
    const setup = await post(setupRoute, '/api/admin/account/2fa/setup', account.auth);
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = (await setup.json()) as { secret: string; otpauth_url: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/AiLex:.+\?.*secret=/);
    await awaitRoomInStep();
    const enable = await post(enableRoute, '/api/admin/account/2fa/enable', account.auth, {
      code: totpCode(secret, Date.now() - STEP),
    });
    expect(enable.status).toBe(200);
    const { recovery_codes } = (await enable.json()) as { recovery_codes: string[] };
    return { ...account, secret, recoveryCodes: recovery_codes };
  }

  async function challengeFor(email: string, headers = ip()): Promise<string> {
    const res = await signIn(email, PASSWORD, headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      twoFactorRequired: boolean;
      challenge: string;
      token?: string;
    };
    expect(body).toEqual({ success: false, twoFactorRequired: true, challenge: expect.any(String) });
    return body.challenge;
  }

  it('turns 2FA on with a code from the app; 10 single-use recovery codes are shown once and stored hashed', async () => {
    const account = await accountWithSession(testDb.get(), 'tfa1@firm.example');
    const { secret } = (await (await post(setupRoute, '/x', account.auth)).json()) as { secret: string };
    const wrong = await post(enableRoute, '/x', account.auth, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await post(enableRoute, '/x', account.auth, { code: '' })).status).toBe(400);
    await awaitRoomInStep();
    const ok = await post(enableRoute, '/x', account.auth, { code: totpCode(secret) });
    expect(ok.status).toBe(200);
    const { recovery_codes } = (await ok.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const stored = await testDb
      .get()
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, account.admin.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recovery_codes).not.toContain(row.codeHash);
    // A second setup cannot replace the secret in force.
    expect((await post(setupRoute, '/x', account.auth)).status).toBe(409);
    const view = await accountRoute(jsonRequest('/api/admin/account', { headers: account.auth }), {});
    expect(await view.json()).toMatchObject({
      account: {
        email: 'tfa1@firm.example',
        role: 'admin',
        two_factor: { enabled: true, recovery_codes_left: 10 },
      },
    });
  });

  it('answers twoFactorRequired + a challenge and no token; the code step signs in; a code is never accepted twice', async () => {
    const account = await withTwoFactor('tfa2@firm.example');
    const challenge = await challengeFor('tfa2@firm.example');
    // The enable step used the previous step's code; the current one is still unused.
    const code = totpCode(account.secret);
    const res = await secondStep(challenge, code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; token: string };
    expect(body).toMatchObject({ success: true, token: expect.any(String), twoFactorSetupRequired: false });
    expect(res.headers.get('set-cookie')).toContain('admin_session=');
    expect(await verifyStatus(body.token)).toBe(200);

    const replay = await secondStep(await challengeFor('tfa2@firm.example'), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ success: false, error: 'Invalid code' });
    // The previous step's code (older than the last accepted) is refused too; the next step's is fine.
    expect(
      (await secondStep(await challengeFor('tfa2@firm.example'), totpCode(account.secret, Date.now() - STEP)))
        .status,
    ).toBe(401);
    expect(
      (await secondStep(await challengeFor('tfa2@firm.example'), totpCode(account.secret, Date.now() + STEP)))
        .status,
    ).toBe(200);
    // Two steps away is outside the ±1 window.
    expect(
      (
        await secondStep(
          await challengeFor('tfa2@firm.example'),
          totpCode(account.secret, Date.now() + 3 * STEP),
        )
      ).status,
    ).toBe(401);
    // A session token is not a challenge, and a forged challenge is refused.
    expect((await secondStep(body.token, totpCode(account.secret))).status).toBe(401);
  });

  it('accepts a recovery code once, and audits its use', async () => {
    const account = await withTwoFactor('tfa3@firm.example');
    const recovery = account.recoveryCodes[0] ?? '';
    const ok = await secondStep(await challengeFor('tfa3@firm.example'), ` ${recovery.toUpperCase()} `);
    expect(ok.status).toBe(200);
    expect((await secondStep(await challengeFor('tfa3@firm.example'), recovery)).status).toBe(401);
    const actions = (
      await testDb.get().select().from(auditLog).where(eq(auditLog.adminId, account.admin.id))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.2fa_enabled', 'auth.recovery_code_used', 'auth.sign_in']),
    );
  });

  it('counts wrong codes in a lock of their own (5 from one address lock the code step), not in the password count', async () => {
    const account = await withTwoFactor('tfa4@firm.example');
    const from = ip();
    const earlier = await challengeFor('tfa4@firm.example', from);
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(await challengeFor('tfa4@firm.example', from), '123456', from);
      expect(res.status).toBe(401);
    }
    // The right code does not get through the lock, even on a challenge from before it.
    const rightCode = await secondStep(earlier, totpCode(account.secret), from);
    expect(rightCode.status).toBe(429);
    expect(await rightCode.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('locked'),
    });
    // Wrong codes are not wrong passwords: the password step still answers (ADR 0095), and only someone
    // past it can add to the code count.
    expect((await signIn('tfa4@firm.example', PASSWORD, from)).status).toBe(200);
  });

  it('expires the challenge after 5 minutes', async () => {
    const account = await withTwoFactor('tfa5@firm.example');
    const challenge = await challengeFor('tfa5@firm.example');
    const later = new Date(Date.now() + 5 * 60_000 + 1000);
    const result = await signInWithSecondFactor(
      { challenge, code: totpCode(account.secret, later.getTime()), ipAddress: '10.62.250.1' },
      later,
    );
    expect(result).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps 2FA after a password reset: the next sign-in still asks for the code', async () => {
    const target = await withTwoFactor('tfa6@firm.example');
    const token = 'r'.repeat(43);
    await testDb
      .get()
      .insert(passwordResetTokens)
      .values({
        adminId: target.admin.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 60_000),
      });
    await resetPassword({ token, newPassword: 'N3wPassword', ipAddress: '10.62.251.1' });
    const res = await signIn('tfa6@firm.example', 'N3wPassword');
    expect(await res.json()).toMatchObject({ success: false, twoFactorRequired: true });
  });

  it('answers a mailed sign-in link with the code step, not a session, when 2FA is on', async () => {
    const target = await withTwoFactor('tfa8@firm.example');
    const token = 's'.repeat(43);
    await testDb
      .get()
      .insert(passwordResetTokens)
      .values({
        adminId: target.admin.id,
        tokenHash: createHash('sha256').update(`sign-in-link:${token}`).digest('hex'),
        purpose: 'sign-in',
        expiresAt: new Date(Date.now() + 60_000),
      });
    const res = await linkRoute(
      jsonRequest('/api/websiteadmin/sign-in-link', { body: { token }, headers: ip() }),
      {},
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      twoFactorRequired: true,
      challenge: expect.any(String),
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('turns 2FA off with a code; refused while an admin requires it for every account', async () => {
    const account = await withTwoFactor('tfa7@firm.example');
    const require = await securityRoute(
      jsonRequest('/api/admin/settings/security', {
        method: 'PUT',
        body: { require_two_factor: true },
        headers: account.auth,
      }),
      {},
    );
    expect(require.status).toBe(200);
    expect(await require.json()).toEqual({ require_two_factor: true });
    const refused = await post(disableRoute, '/x', account.auth, { code: totpCode(account.secret) });
    expect(refused.status).toBe(409);

    // An account without 2FA signs in, but is told to set it up.
    await accountWithSession(testDb.get(), 'no2fa@firm.example', 'editor');
    const res = await signIn('no2fa@firm.example');
    expect(await res.json()).toMatchObject({ success: true, twoFactorSetupRequired: true });

    await securityRoute(
      jsonRequest('/api/admin/settings/security', {
        method: 'PUT',
        body: { require_two_factor: false },
        headers: account.auth,
      }),
      {},
    );
    expect((await post(disableRoute, '/x', account.auth, { code: '000000' })).status).toBe(400);
    const off = await post(disableRoute, '/x', account.auth, { code: account.recoveryCodes[1] });
    expect(off.status).toBe(200);
    const plain = await signIn('tfa7@firm.example');
    expect(await plain.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect(await actionsOf(account.admin.id)).toEqual(
      expect.arrayContaining(['auth.2fa_enabled', 'settings.require_2fa_changed', 'auth.2fa_disabled']),
    );
  });

  it('changes the password: wrong current 401, rules 400, success ends every other session but this one', async () => {
    const account = await accountWithSession(testDb.get(), 'pw@firm.example', 'editor');
    const other = await issueSession(testDb.get(), account.admin);
    const wrong = await post(passwordRoute, '/x', account.auth, {
      currentPassword: 'Nope1234',
      newPassword: 'N3wPassword',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const weak = await post(passwordRoute, '/x', account.auth, {
      currentPassword: PASSWORD,
      newPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    const ok = await post(passwordRoute, '/x', account.auth, {
      currentPassword: PASSWORD,
      newPassword: 'N3wPassword',
    });
    expect(ok.status).toBe(200);
    expect(await verifyStatus(account.token)).toBe(200);
    expect(await verifyStatus(other)).toBe(401);
    expect((await signIn('pw@firm.example', PASSWORD)).status).toBe(401);
    expect((await signIn('pw@firm.example', 'N3wPassword')).status).toBe(200);
    expect(await actionsOf(account.admin.id)).toContain('auth.password_changed');
  });

  it('lists the account sessions, signs out everywhere else, and changes the name', async () => {
    const account = await accountWithSession(testDb.get(), 'me@firm.example', 'editor');
    const other = await issueSession(testDb.get(), account.admin, {
      ipAddress: '10.1.1.1',
      userAgent: 'Phone',
    });
    const list = await sessionsRoute(
      jsonRequest('/api/admin/account/sessions', { headers: account.auth }),
      {},
    );
    const { sessions } = (await list.json()) as {
      sessions: { current: boolean; user_agent: string | null }[];
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const ended = await signOutElsewhere(
      jsonRequest('/api/admin/account/sessions', { method: 'DELETE', headers: account.auth }),
      {},
    );
    expect(await ended.json()).toEqual({ ended: 1 });
    expect(await verifyStatus(other)).toBe(401);
    expect(await verifyStatus(account.token)).toBe(200);

    const renamed = await patchAccount(
      jsonRequest('/api/admin/account', {
        method: 'PATCH',
        body: { name: 'Me Myself' },
        headers: account.auth,
      }),
      {},
    );
    expect(await renamed.json()).toMatchObject({ account: { name: 'Me Myself' } });
    const blank = await patchAccount(
      jsonRequest('/api/admin/account', { method: 'PATCH', body: { name: '  ' }, headers: account.auth }),
      {},
    );
    expect(blank.status).toBe(400);
  });
});
