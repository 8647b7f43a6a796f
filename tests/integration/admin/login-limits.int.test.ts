import { and, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin, signIn } from '@/lib/server/auth';
import { auditLog, loginAttempts, websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const LOCKED = 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later.';

describe(`sign-in lockouts and per-address limits [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let address = 0;
  const freshAddress = () => `10.2.0.${++address}`;

  function attempt(email: string, password: string, ip = freshAddress()) {
    return login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': ip },
      }),
      {},
    );
  }

  beforeAll(async () => {
    for (const [email, name] of [
      ['lock@firm.example', 'Lock'],
      ['ip@firm.example', 'Ip'],
      ['time@firm.example', 'Time'],
      ['reset@firm.example', 'Reset'],
      ['written@firm.example', 'Written'],
      ['spread@firm.example', 'Spread'],
    ]) {
      await createAdmin(testDb.get(), { email: email!, name: name!, password: 'RightPass1' });
    }
  });

  it('locks an address out of the account after 5 failed sign-ins from it, even against the right password', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await attempt('lock@firm.example', `Wrong${i}`, attacker)).status).toBe(401);
    const res = await attempt('LOCK@firm.example', 'RightPass1', attacker);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, error: LOCKED });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.get('set-cookie')).toBeNull();
    // The lock is the attacker's address's alone: the owner elsewhere signs in.
    expect((await attempt('lock@firm.example', 'RightPass1', freshAddress())).status).toBe(200);
  });

  it('does not lock the account for everyone when 5 failures come from 5 addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('spread@firm.example', `Wrong${i}`)).status).toBe(401);
    expect((await attempt('spread@firm.example', 'RightPass1')).status).toBe(200);
  });

  it('writes failed sign-ins and the address lockout to the database, not an account lock', async () => {
    const db = testDb.get();
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await attempt('written@firm.example', `Wrong${i}`, attacker)).status).toBe(401);
    expect((await attempt('written@firm.example', 'RightPass1', attacker)).status).toBe(429);
    const [admin] = await db
      .select()
      .from(websiteAdmins)
      .where(eq(websiteAdmins.email, 'written@firm.example'));
    expect(admin?.lockedUntil).toBeNull();
    const failed = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.adminId, admin!.id)));
    expect(failed).toHaveLength(5);
    expect(failed[0]?.detail).toEqual({ email: 'written@firm.example' });
    const lockouts = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.lockout'), eq(auditLog.adminId, admin!.id)));
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]?.detail).toMatchObject({ email: 'written@firm.example', scope: 'address' });
    expect(lockouts[0]?.ipAddress).toBe(attacker);
    // The refused attempt while locked is not counted, so hammering a locked account does not extend the lock.
    const attempts = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'written@firm.example'));
    expect(attempts).toHaveLength(5);
  });

  it('locks an unknown email exactly like a real one, so the lock does not reveal accounts', async () => {
    const lockouts = () => testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.lockout'));
    const before = (await lockouts()).length;
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await attempt('ghost@firm.example', `Wrong${i}`, attacker)).status).toBe(401);
    const res = await attempt('ghost@firm.example', 'Whatever1', attacker);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ success: false, error: LOCKED });
    // No admin, so no lockout row: the lock itself is derived from the attempts.
    expect(await lockouts()).toHaveLength(before);
  });

  it('refuses more than 20 attempts a minute from one address with 429 and Retry-After', async () => {
    // 21 bcrypt checks can take longer than a minute on a loaded machine, and the first attempts would
    // then leave the sliding window: stop the clock (only Date; timers run) so they all fall in one minute.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const ip = '10.9.9.9';
      const emails = Array.from({ length: 20 }, (_, i) => `spray${i}@firm.example`);
      for (const email of emails) expect((await attempt(email, 'Wrong1', ip)).status).toBe(401);
      const refused = await attempt('ip@firm.example', 'RightPass1', ip);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toBe(
        'Too many sign-in attempts from your network. Please wait a minute and try again.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Another address is not affected.
      expect((await attempt('ip@firm.example', 'RightPass1', '10.9.9.10')).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  }, 120_000);

  it('unlocks an address after 15 minutes, and a success clears its failure count', async () => {
    const t0 = new Date(Date.now() - 60 * 60 * 1000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60 * 1000);
    for (let i = 0; i < 5; i++) {
      expect(
        await signIn({ email: 'time@firm.example', password: 'Nope1234', ipAddress: '10.3.0.1' }, at(i)),
      ).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(
      await signIn({ email: 'time@firm.example', password: 'RightPass1', ipAddress: '10.3.0.1' }, at(10)),
    ).toMatchObject({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: (4 + 15 - 10) * 60,
    });
    expect(
      await signIn({ email: 'time@firm.example', password: 'RightPass1', ipAddress: '10.3.0.1' }, at(19.1)),
    ).toMatchObject({ ok: true });
    // Four failures after a success do not lock; the earlier five no longer count.
    for (let i = 0; i < 4; i++)
      await signIn({ email: 'time@firm.example', password: 'Nope1234', ipAddress: '10.3.0.1' }, at(20 + i));
    expect(
      await signIn({ email: 'time@firm.example', password: 'RightPass1', ipAddress: '10.3.0.1' }, at(25)),
    ).toMatchObject({ ok: true });
  });

  it('does not lock when the 5 failures are spread over more than 15 minutes', async () => {
    const t0 = new Date(Date.now() - 3 * 60 * 60 * 1000);
    for (let i = 0; i < 5; i++) {
      await signIn(
        { email: 'reset@firm.example', password: 'Nope1234', ipAddress: '10.4.0.1' },
        new Date(t0.getTime() + i * 4 * 60 * 1000),
      );
    }
    expect(
      await signIn(
        { email: 'reset@firm.example', password: 'RightPass1', ipAddress: '10.4.0.1' },
        new Date(t0.getTime() + 17 * 60 * 1000),
      ),
    ).toMatchObject({ ok: true });
  });

  // Guesses arriving at once (the advisory lock): tests/integration/concurrency/sign-in-lockout.pg.int.test.ts.
});
