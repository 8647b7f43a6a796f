import { sql } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { resetConfigForTests } from '@/lib/config';
import { createAdmin } from '@/lib/server/auth';
import { IP_ATTEMPTS_PER_MINUTE, LOCKOUT_FAILURES, SIGN_IN_DEVICE_COOKIE } from '@/lib/constants/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(180_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Issue 24, point 6, with TRUSTED_PROXY_HOPS=0 (no proxy declared): route handlers never see the socket,
 * so every client shares one address, and one client's guesses used up the per-address budget and lock
 * of everyone, the real admin included. A browser that signed in before now has its own budget.
 */
describe(`device cookies keep a known browser's sign-in budget its own [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  // A lock mails the account a sign-in link: to a temporary outbox, not the checkout's .data.
  useMailOutbox('ailex-sign-in-device-outbox-');
  beforeEach(async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
    // Each test starts with the shared address's budget and locks untouched.
    await testDb.get().execute(sql`delete from rate_limit_events`);
    await testDb.get().execute(sql`delete from login_attempts`);
  });
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetConfigForTests();
  });

  const attempt = (email: string, password: string, cookie?: string) =>
    login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: cookie ? { cookie } : {},
      }),
      {},
    );

  function deviceCookieOf(res: Response): string {
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGN_IN_DEVICE_COOKIE}=`));
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=strict/i);
    expect(set).toMatch(/Path=\/api\/websiteadmin/);
    return set!.split(';')[0]!;
  }

  it('lets the admin in from a known browser while a stranger on the same address is locked out and rate limited', async () => {
    await createAdmin(testDb.get(), { email: 'owner@device.example', name: 'Owner', password: 'RightPass1' });
    const first = await attempt('owner@device.example', 'RightPass1');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);

    // A stranger on the shared address: the lock trips, then the per-address budget runs out.
    const statuses: number[] = [];
    for (let i = 0; i < IP_ATTEMPTS_PER_MINUTE; i++) {
      statuses.push((await attempt('owner@device.example', `Guess${i}`)).status);
    }
    expect(statuses.slice(0, LOCKOUT_FAILURES)).toEqual(Array(LOCKOUT_FAILURES).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt('owner@device.example', 'RightPass1')).status).toBe(429);

    // The known browser is counted on its own.
    const again = await attempt('owner@device.example', 'RightPass1', device);
    expect(again.status).toBe(200);
    expect((await again.json()).success).toBe(true);
  });

  it('counts a known browser that guesses wrong on its own too, and a cookie for another account buys nothing', async () => {
    await createAdmin(testDb.get(), { email: 'a@device.example', name: 'A', password: 'RightPassA1' });
    await createAdmin(testDb.get(), { email: 'b@device.example', name: 'B', password: 'RightPassB1' });
    const device = deviceCookieOf(await attempt('a@device.example', 'RightPassA1'));

    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      expect((await attempt('a@device.example', `Wrong${i}`, device)).status).toBe(401);
    }
    // Its own lock: the right password from that browser is refused now.
    expect((await attempt('a@device.example', 'RightPassA1', device)).status).toBe(429);

    // A's cookie on B's sign-in is no device of B's: B is counted under the shared address, still fresh.
    expect((await attempt('b@device.example', 'RightPassB1', device)).status).toBe(200);
    // A forged or tampered cookie is ignored the same way.
    const forged = `${SIGN_IN_DEVICE_COOKIE}=${device.split('=')[1]!.slice(0, -4)}AAAA`;
    expect((await attempt('b@device.example', 'RightPassB1', forged)).status).toBe(200);
  });
});
