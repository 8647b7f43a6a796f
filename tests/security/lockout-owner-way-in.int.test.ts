import { randomBytes } from 'node:crypto';
import { POST as forgotPassword } from '@/app/api/websiteadmin/forgot-password/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as login2fa } from '@/app/api/websiteadmin/login/2fa/route';
import { POST as resetPassword } from '@/app/api/websiteadmin/reset-password/route';
import { POST as signInLink } from '@/app/api/websiteadmin/sign-in-link/route';
import { GET as validateResetToken } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { POST as setupRoute } from '@/app/api/admin/account/2fa/setup/route';
import { POST as enableRoute } from '@/app/api/admin/account/2fa/enable/route';
import { resetConfigForTests } from '@/lib/config';
import {
  IP_ATTEMPTS_PER_MINUTE,
  LOCKOUT_FAILURES,
  RESET_TOKEN_CHECKS_PER_ADDRESS,
} from '@/lib/constants/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, awaitRoomInStep, PASSWORD, totpCode } from '@/tests/integration/users/support';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(240_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const guess = () => randomBytes(32).toString('base64url');
const unquote = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * Issue 36, point 1: with TRUSTED_PROXY_HOPS=0 every client shares the address "unknown". The audit's
 * attack (5 wrong passwords for the admin's email, 10 made-up reset tokens, 20 wrong sign-ins a minute,
 * and reset requests for the admin's email) must not keep the admin out of a new browser: the right
 * password always mails a link, and the link always works.
 */
describe(`no stranger can keep the owner out [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-owner-way-in-outbox-');

  let hoursAhead = 0;
  beforeEach(() => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
    // The flood must land within one rate-limit minute however slow bcrypt is here: stop Date (timers
    // run). Each test starts two hours after the last, so the shared address's windows start empty.
    jest.useFakeTimers({
      now: Date.now() + (hoursAhead += 2) * 60 * 60_000,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete process.env.TRUSTED_PROXY_HOPS;
    resetConfigForTests();
  });

  const attempt = (email: string, password: string) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password } }), {});
  const validate = (token: string) =>
    validateResetToken(
      jsonRequest(`/api/websiteadmin/validate-reset-token/${token}`),
      routeContext({ token }),
    );
  const spend = (token: string) =>
    signInLink(jsonRequest('/api/websiteadmin/sign-in-link', { body: { token } }), {});

  async function mailsTo(email: string, pattern: RegExp): Promise<string[]> {
    await settleBackgroundMail();
    return (await outbox.messages())
      .filter((m) => m.includes(`To: ${email}`))
      .map(unquote)
      .map((m) => m.match(pattern)?.[1])
      .filter((t): t is string => t !== undefined);
  }
  const signInLinks = (email: string) => mailsTo(email, /admin-secret-portal\?link=([A-Za-z0-9_-]{43})/);
  const resetLinks = (email: string) => mailsTo(email, /reset-password\/([A-Za-z0-9_-]{43})/);

  /** The audit's flood, all from the one shared address. */
  async function flood(email: string): Promise<void> {
    for (let i = 0; i < LOCKOUT_FAILURES; i++) expect((await attempt(email, `Guess${i}`)).status).toBe(401);
    for (let i = 0; i < RESET_TOKEN_CHECKS_PER_ADDRESS; i++)
      expect((await validate(guess())).status).toBe(400);
    expect((await validate(guess())).status).toBe(429);
    // Wrong sign-ins for other emails until the per-address minute is spent.
    for (let i = LOCKOUT_FAILURES; i < IP_ATTEMPTS_PER_MINUTE; i++)
      expect((await attempt(`someone${i}@flood.example`, 'Wrong1234')).status).toBe(401);
    expect((await attempt('another@flood.example', 'Wrong1234')).status).toBe(429);
  }

  it('mails the right password a working link, and a reset link still works, after the audit attack on the shared address', async () => {
    await accountWithSession(testDb.get(), 'owner@way-in.example');
    await flood('owner@way-in.example');

    // The owner, from a new browser (no device cookie), on the same shared address: refused exactly
    // like a wrong password, so the answer is no oracle...
    const wrong = await attempt('owner@way-in.example', 'NotThePassword1');
    const right = await attempt('owner@way-in.example', PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get('set-cookie')).toBeNull();
    // ...but the right password mailed a link, and the wrong one did not.
    const links = await signInLinks('owner@way-in.example');
    expect(links).toHaveLength(1);

    // The stranger goes on: more made-up tokens and sign-in links, and reset requests for the owner's
    // email (a new reset link once replaced every link of the account, the sign-in link included).
    for (let i = 0; i < 5; i++) expect((await spend(guess())).status).toBe(429);
    await forgotPassword(
      jsonRequest('/api/websiteadmin/forgot-password', { body: { email: 'owner@way-in.example' } }),
      {},
    );

    const res = await spend(links[0]!);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { email: 'owner@way-in.example' } });
    expect(res.headers.get('set-cookie')).toMatch(/admin_session=/);

    // The reset link the stranger's requests mailed to the owner works too, on the flooded address.
    const [reset = ''] = await resetLinks('owner@way-in.example');
    expect((await validate(reset)).status).toBe(200);
    const done = await resetPassword(
      jsonRequest('/api/websiteadmin/reset-password', { body: { token: reset, newPassword: 'BrandNew123' } }),
      {},
    );
    expect(done.status).toBe(200);
  });

  it('takes the owner with two-factor on through link, code step and a session after the same attack', async () => {
    const account = await accountWithSession(testDb.get(), 'tfa@way-in.example');
    const setup = (await (
      await setupRoute(jsonRequest('/x', { method: 'POST', body: {}, headers: account.auth }), {})
    ).json()) as { secret: string };
    await awaitRoomInStep();
    const enabled = await enableRoute(
      jsonRequest('/x', {
        method: 'POST',
        body: { code: totpCode(setup.secret, Date.now() - 30_000) },
        headers: account.auth,
      }),
      {},
    );
    expect(enabled.status).toBe(200);
    const { recovery_codes: recovery } = (await enabled.json()) as { recovery_codes: string[] };

    await flood('tfa@way-in.example');
    expect((await attempt('tfa@way-in.example', PASSWORD)).status).toBe(429);
    const [link] = await signInLinks('tfa@way-in.example');
    const step = await spend(link!);
    expect(step.status).toBe(200);
    const { challenge } = (await step.json()) as { challenge: string };

    const code = (c: string) =>
      login2fa(jsonRequest('/api/websiteadmin/login/2fa', { body: { challenge, code: c } }), {});
    const signedIn = await code(totpCode(setup.secret));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ success: true });

    // Point 5: the challenge opened a session; it opens no second one, even with another good code.
    const replay = await code(recovery[0]!);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      success: false,
      error: 'This sign-in has expired. Please sign in again.',
    });
  });
});
