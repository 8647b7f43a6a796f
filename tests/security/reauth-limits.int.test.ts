import { eq } from 'drizzle-orm';
import { POST as setupRoute } from '@/app/api/admin/account/2fa/setup/route';
import { POST as enableRoute } from '@/app/api/admin/account/2fa/enable/route';
import { POST as disableRoute } from '@/app/api/admin/account/2fa/disable/route';
import { POST as passwordRoute } from '@/app/api/admin/account/password/route';
import { POST as emailRoute } from '@/app/api/admin/account/email/route';
import { issueSession } from '@/lib/server/auth';
import { auditLog, websiteAdmins } from '@/lib/server/db/schema';
import { REAUTH_ACCOUNT_FAILURES, REAUTH_SESSION_FAILURES, REAUTH_WINDOW_MS } from '@/lib/constants/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, awaitRoomInStep, PASSWORD, totpCode } from '@/tests/integration/users/support';

// Each current-password check is a cost-12 bcrypt comparison: a few hundred ms on a busy machine.
jest.setTimeout(180_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const PASSWORD_LOCKED = /^Too many wrong passwords\. For your account's safety, try again in 15 minutes\.$/;
const CODE_LOCKED =
  /^Too many wrong two-factor codes\. For your account's safety, try again in 15 minutes\.$/;
const STEP = 30_000;

type Handler = (r: ReturnType<typeof jsonRequest>, c: unknown) => Promise<Response>;

/**
 * Issue 36 point 4: a signed-in session (borrowed, or left open) cannot grind the account's password through
 * the current-password checks, nor the code that turns two-factor off. Wrong answers are limited per session
 * and per account, every failure and every lock is audited, and during a lock even the right answer is
 * refused until it ends.
 */
describe(`attempt limits on the current-password and two-factor code checks [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  const post = (handler: Handler, url: string, auth: Record<string, string>, body: unknown) =>
    handler(
      jsonRequest(url, { method: 'POST', body, headers: { ...auth, 'x-forwarded-for': '10.36.4.1' } }),
      {},
    );
  const changePassword = (auth: Record<string, string>, currentPassword: string) =>
    post(passwordRoute, '/api/admin/account/password', auth, { currentPassword, newPassword: 'N3wPassword' });
  const changeEmail = (auth: Record<string, string>, currentPassword: string) =>
    post(emailRoute, '/api/admin/account/email', auth, {
      newEmail: 'elsewhere@firm.example',
      currentPassword,
    });
  const disable2fa = (auth: Record<string, string>, code: string) =>
    post(disableRoute, '/api/admin/account/2fa/disable', auth, { code });

  const actionsOf = async (adminId: string) =>
    (await testDb.get().select().from(auditLog).where(eq(auditLog.adminId, adminId))).map((r) => r.action);
  const count = (actions: string[], action: string) => actions.filter((a) => a === action).length;
  const adminRow = async (id: string) =>
    (await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, id)))[0];

  async function expectLocked(res: Response, message: RegExp) {
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatch(message);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(REAUTH_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(REAUTH_WINDOW_MS / 1000);
  }

  async function withTwoFactor(email: string) {
    const account = await accountWithSession(testDb.get(), email);
    const setup = await post(setupRoute, '/api/admin/account/2fa/setup', account.auth, {});
    const { secret } = (await setup.json()) as { secret: string };
    await awaitRoomInStep();
    const enable = await post(enableRoute, '/api/admin/account/2fa/enable', account.auth, {
      code: totpCode(secret, Date.now() - STEP),
    });
    expect(enable.status).toBe(200);
    const { recovery_codes } = (await enable.json()) as { recovery_codes: string[] };
    return { ...account, secret, recoveryCodes: recovery_codes };
  }

  it('answers 429 to the password change once a session has given the wrong current password 5 times, and then refuses the right one too', async () => {
    const me = await accountWithSession(testDb.get(), 'grind-password@firm.example');
    const before = (await adminRow(me.admin.id))?.passwordHash;
    for (let i = 1; i < REAUTH_SESSION_FAILURES; i++) {
      const res = await changePassword(me.auth, `Wrong-guess-${i}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Current password is incorrect' });
    }
    // The failure that spends the budget says so itself.
    await expectLocked(await changePassword(me.auth, 'Wrong-guess-5'), PASSWORD_LOCKED);
    // The right password during the lock: refused unchecked, and the password stays as it was.
    await expectLocked(await changePassword(me.auth, PASSWORD), PASSWORD_LOCKED);
    expect((await adminRow(me.admin.id))?.passwordHash).toBe(before);

    const actions = await actionsOf(me.admin.id);
    expect(count(actions, 'auth.current_password_failed')).toBe(REAUTH_SESSION_FAILURES);
    expect(count(actions, 'auth.reauth_locked')).toBe(1);
    expect(count(actions, 'auth.password_changed')).toBe(0);
  });

  it('counts only wrong answers: a right current password under the limit goes through', async () => {
    const me = await accountWithSession(testDb.get(), 'typo@firm.example');
    for (let i = 1; i < REAUTH_SESSION_FAILURES; i++) {
      expect((await changePassword(me.auth, `Typo-${i}`)).status).toBe(401);
    }
    expect((await changePassword(me.auth, PASSWORD)).status).toBe(200);
    // The success was not counted: the next wrong answer is still checked (and audited) as the 5th failure,
    // not refused unchecked as a 6th attempt.
    await expectLocked(await changeEmail(me.auth, 'Typo-5'), PASSWORD_LOCKED);
    expect(count(await actionsOf(me.admin.id), 'auth.current_password_failed')).toBe(REAUTH_SESSION_FAILURES);
  });

  it('shares one budget between the password and the email change, and refuses the email change during the lock', async () => {
    const me = await accountWithSession(testDb.get(), 'grind-email@firm.example', 'editor');
    for (let i = 1; i <= 2; i++) expect((await changePassword(me.auth, `Wrong-${i}`)).status).toBe(401);
    for (let i = 3; i < REAUTH_SESSION_FAILURES; i++) {
      const res = await changeEmail(me.auth, `Wrong-${i}`);
      expect(res.status).toBe(401);
    }
    await expectLocked(await changeEmail(me.auth, 'Wrong-5'), PASSWORD_LOCKED);
    await expectLocked(await changeEmail(me.auth, PASSWORD), PASSWORD_LOCKED);
    expect((await adminRow(me.admin.id))?.pendingEmail ?? null).toBeNull();
    const actions = await actionsOf(me.admin.id);
    expect(count(actions, 'auth.current_password_failed')).toBe(REAUTH_SESSION_FAILURES);
    expect(count(actions, 'auth.reauth_locked')).toBe(1);
    expect(count(actions, 'user.email_change_requested')).toBe(0);
  });

  it('limits the account across its sessions: new sessions do not buy new guesses past the account budget', async () => {
    const me = await accountWithSession(testDb.get(), 'many-sessions@firm.example');
    const sessions = [me.auth];
    let failures = 0;
    // Each session stays under its own limit; together they reach the account's.
    while (failures < REAUTH_ACCOUNT_FAILURES - 1) {
      const auth = { authorization: `Bearer ${await issueSession(testDb.get(), me.admin)}` };
      sessions.push(auth);
      for (let i = 1; i < REAUTH_SESSION_FAILURES && failures < REAUTH_ACCOUNT_FAILURES - 1; i++) {
        expect((await changePassword(auth, `Guess-${++failures}`)).status).toBe(401);
      }
    }
    const fresh = { authorization: `Bearer ${await issueSession(testDb.get(), me.admin)}` };
    await expectLocked(await changePassword(fresh, 'Guess-last'), PASSWORD_LOCKED);
    // Every session of the account is refused now, the first one (which failed only 4 times) included.
    await expectLocked(await changePassword(me.auth, PASSWORD), PASSWORD_LOCKED);
    const locks = await testDb.get().select().from(auditLog).where(eq(auditLog.adminId, me.admin.id));
    const lock = locks.find((r) => r.action === 'auth.reauth_locked');
    expect(lock?.detail).toMatchObject({ check: 'current_password', scope: ['account'] });
    expect(
      count(
        locks.map((r) => r.action),
        'auth.current_password_failed',
      ),
    ).toBe(REAUTH_ACCOUNT_FAILURES);
  });

  it('lets parallel guesses from one session past the limit no further than sequential ones', async () => {
    const me = await accountWithSession(testDb.get(), 'parallel@firm.example');
    const guesses = 3 * REAUTH_SESSION_FAILURES;
    const statuses = (
      await Promise.all(Array.from({ length: guesses }, (_, i) => changePassword(me.auth, `Parallel-${i}`)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(REAUTH_SESSION_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(guesses - REAUTH_SESSION_FAILURES + 1);
    expect(count(await actionsOf(me.admin.id), 'auth.current_password_failed')).toBe(REAUTH_SESSION_FAILURES);
  });

  it('answers 429 to turning two-factor off after 5 wrong codes, and refuses a right code (TOTP or recovery) until the lock ends', async () => {
    const me = await withTwoFactor('grind-code@firm.example');
    for (let i = 1; i < REAUTH_SESSION_FAILURES; i++) {
      const res = await disable2fa(me.auth, String(100000 + i));
      expect(res.status).toBe(400);
    }
    await expectLocked(await disable2fa(me.auth, '999999'), CODE_LOCKED);
    await awaitRoomInStep();
    await expectLocked(await disable2fa(me.auth, totpCode(me.secret)), CODE_LOCKED);
    await expectLocked(await disable2fa(me.auth, me.recoveryCodes[0]!), CODE_LOCKED);
    expect((await adminRow(me.admin.id))?.totpEnabledAt).not.toBeNull();

    const actions = await actionsOf(me.admin.id);
    expect(count(actions, 'auth.2fa_code_failed')).toBe(REAUTH_SESSION_FAILURES);
    expect(count(actions, 'auth.reauth_locked')).toBe(1);
    expect(count(actions, 'auth.2fa_disabled')).toBe(0);
    // The code budget is its own: the current-password checks of the same session are still open.
    expect((await changePassword(me.auth, 'Wrong-password')).status).toBe(401);
  });
});
