import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as signInLink } from '@/app/api/websiteadmin/sign-in-link/route';
import { GET as validateResetToken } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { POST as verifyToken } from '@/app/api/websiteadmin/verify-token/route';
import { resetConfigForTests } from '@/lib/config';
import { createAdmin, insertLoginAttempt } from '@/lib/server/auth';
import { ACCOUNT_LOCKOUT_FAILURES, LOCKOUT_FAILURES } from '@/lib/constants/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const MINUTE = 60_000;
const locked = (time: string) =>
  `Too many failed sign-in attempts. This account is locked for ${time}; try again later.`;

/**
 * Issue 24, point 6: a lock that someone else's guesses set must not keep the real admin out. The
 * right password during a lock gets the same refusal as a wrong one (no oracle), but mails the admin a
 * one-time sign-in link; the refusal states the lock's real remaining time.
 */
describe(`lockout cannot be turned against the admin [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-lockout-weapon-outbox-');
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetConfigForTests();
  });

  const attempt = (email: string, password: string, ip?: string) =>
    login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: ip ? { 'x-forwarded-for': ip } : {},
      }),
      {},
    );
  const spend = (token: string) =>
    signInLink(jsonRequest('/api/websiteadmin/sign-in-link', { body: { token } }), {});

  async function linksTo(email: string): Promise<string[]> {
    await settleBackgroundMail();
    return (await outbox.messages())
      .filter((m) => m.includes(`To: ${email}`) && /sign-in link/i.test(m))
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .map((m) => m.match(/admin-secret-portal\?link=([A-Za-z0-9_-]{43})/)?.[1] ?? '');
  }

  it('mails a one-time link when the right password meets a lock an attacker set on a shared address, and the refusal says nothing', async () => {
    // No proxy declared: every client shares one address, so the attacker's address lock is everyone's.
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
    await createAdmin(testDb.get(), { email: 'owner@weapon.example', name: 'Owner', password: 'RightPass1' });
    for (let i = 0; i < LOCKOUT_FAILURES; i++)
      expect((await attempt('owner@weapon.example', `Guess${i}`)).status).toBe(401);

    const wrong = await attempt('owner@weapon.example', 'StillWrong1');
    const right = await attempt('owner@weapon.example', 'RightPass1');
    // The same answer for the right and a wrong password: the lock is no password oracle.
    expect(wrong.status).toBe(429);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get('set-cookie')).toBeNull();

    // Only the right password mailed a link.
    const links = await linksTo('owner@weapon.example');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveLength(43);

    // The link is not a reset token.
    const asReset = await validateResetToken(
      jsonRequest(`/api/websiteadmin/validate-reset-token/${link}`),
      routeContext({ token: link! }),
    );
    expect(asReset.status).toBe(400);

    const res = await spend(link!);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, user: { email: 'owner@weapon.example' } });
    expect(res.headers.get('set-cookie')).toMatch(/admin_session=/);
    const verified = await verifyToken(
      jsonRequest('/api/websiteadmin/verify-token', { body: { token: body.token } }),
      {},
    );
    expect(verified.status).toBe(200);

    // Single use.
    const again = await spend(link!);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'Invalid or expired sign-in link' });
  });

  it('mails the link from a new address during an account-wide lock, and states the real remaining time', async () => {
    await createAdmin(testDb.get(), { email: 'grown@weapon.example', name: 'Grown', password: 'RightPass1' });
    let n = 0;
    const spray = async (count: number, at: number) => {
      for (let i = 0; i < count; i++)
        await insertLoginAttempt(testDb.get(), {
          email: 'grown@weapon.example',
          ipAddress: `10.66.${Math.floor(++n / 250)}.${n % 250}`,
          success: false,
          at: new Date(at + i * 1000),
        });
    };
    // Two earlier trips (15 and 30 minutes, over), then a third: the lock is now 60 minutes.
    await spray(ACCOUNT_LOCKOUT_FAILURES, Date.now() - 180 * MINUTE);
    await spray(ACCOUNT_LOCKOUT_FAILURES, Date.now() - 120 * MINUTE);
    await spray(ACCOUNT_LOCKOUT_FAILURES - 1, Date.now() - 5 * MINUTE);
    expect((await attempt('grown@weapon.example', 'Guess50', '10.67.0.1')).status).toBe(401);

    const refused = await attempt('grown@weapon.example', 'RightPass1', '10.67.0.2');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toEqual({ success: false, error: locked('1 hour') });

    const [link] = await linksTo('grown@weapon.example');
    expect((await spend(link!)).status).toBe(200);
  });

  it('refuses a made-up sign-in link with a 400 and a malformed one with a 400', async () => {
    const made = await spend('A'.repeat(43));
    expect(made.status).toBe(400);
    expect(await made.json()).toEqual({ error: 'Invalid or expired sign-in link' });
    const malformed = await spend('not a token');
    expect(malformed.status).toBe(400);
  });
});
