import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { and, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin, insertLoginAttempt } from '@/lib/server/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { auditLog, websiteAdmins } from '@/lib/server/db/schema';
import { ACCOUNT_LOCKOUT_FAILURES } from '@/lib/constants/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const LOCKED = 'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later.';
const MINUTE = 60_000;

/**
 * The lockout modes over HTTP (finding 3): an attacker spraying guesses from many addresses trips the
 * account-wide ceiling, whose lock grows with each trip and is mailed to the admin once per trip, but
 * cannot lock out an address the admin signed in from before.
 */
describe(`account lockout modes [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let address = 0;
  const freshAddress = () => `10.31.${Math.floor(++address / 250)}.${address % 250}`;

  const outbox = useMailOutbox('ailex-lockout-outbox-');

  async function mailsTo(email: string): Promise<string[]> {
    await settleBackgroundMail();
    return (await outbox.messages()).filter((m) => m.includes(`To: ${email}`));
  }

  function attempt(email: string, password: string, ip: string) {
    return login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': ip },
      }),
      {},
    );
  }

  /** `count` failures from as many addresses, written through the repository `at` a past time. */
  async function sprayed(email: string, count: number, at: Date) {
    for (let i = 0; i < count; i++) {
      await insertLoginAttempt(testDb.get(), {
        email,
        ipAddress: freshAddress(),
        success: false,
        at: new Date(at.getTime() + i * 1000),
      });
    }
  }

  /** One trip `minutesAgo`: the failures that reached the ceiling then, long over by now. */
  const pastTrip = (email: string, minutesAgo: number) =>
    sprayed(email, ACCOUNT_LOCKOUT_FAILURES, new Date(Date.now() - minutesAgo * MINUTE));

  function retryMinutes(res: Response): number {
    return Number(res.headers.get('retry-after')) / 60;
  }

  it('keeps an address the admin signed in from open while a spray from other addresses locks the account', async () => {
    await createAdmin(testDb.get(), {
      email: 'owner@ceiling.example',
      name: 'Owner',
      password: 'RightPass1',
    });
    const home = freshAddress();
    expect((await attempt('owner@ceiling.example', 'RightPass1', home)).status).toBe(200);
    await sprayed('owner@ceiling.example', ACCOUNT_LOCKOUT_FAILURES - 1, new Date(Date.now() - 5 * MINUTE));
    // The 50th failure within 15 minutes trips the ceiling.
    expect((await attempt('owner@ceiling.example', 'Guess50', freshAddress())).status).toBe(401);
    const stranger = await attempt('owner@ceiling.example', 'RightPass1', freshAddress());
    expect(stranger.status).toBe(429);
    expect(await stranger.json()).toEqual({ success: false, error: LOCKED });
    expect(retryMinutes(stranger)).toBeGreaterThan(14);
    expect(retryMinutes(stranger)).toBeLessThanOrEqual(15);
    // The owner at home is only subject to home's own counter.
    expect((await attempt('owner@ceiling.example', 'RightPass1', home)).status).toBe(200);
  });

  it('doubles the lock with every trip, writes it on the admin row and mails the admin once per trip', async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'grow@ceiling.example',
      name: 'Grow',
      password: 'RightPass1',
    });
    // Two earlier trips (15 then 30 minutes), both over.
    await pastTrip('grow@ceiling.example', 180);
    await pastTrip('grow@ceiling.example', 120);
    await sprayed('grow@ceiling.example', ACCOUNT_LOCKOUT_FAILURES - 1, new Date(Date.now() - 5 * MINUTE));
    expect(await mailsTo('grow@ceiling.example')).toHaveLength(0);
    expect((await attempt('grow@ceiling.example', 'Guess50', freshAddress())).status).toBe(401);

    const refused = await attempt('grow@ceiling.example', 'RightPass1', freshAddress());
    expect(refused.status).toBe(429);
    // Third trip: 60 minutes.
    expect(retryMinutes(refused)).toBeGreaterThan(59);
    expect(retryMinutes(refused)).toBeLessThanOrEqual(60);
    for (let i = 0; i < 3; i++)
      expect((await attempt('grow@ceiling.example', `More${i}`, freshAddress())).status).toBe(429);

    // The right password during the lock also mailed a one-time sign-in link (issue 24, point 6, ADR 0035).
    const all = await mailsTo('grow@ceiling.example');
    expect(all.filter((m) => /^Subject: .*sign-in link$/m.test(m))).toHaveLength(1);
    const mails = all.filter((m) => !/^Subject: .*sign-in link$/m.test(m));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: AiLex admin account locked after failed sign-ins$/m);
    expect(mails[0]).toContain('lock number 3');
    const [row] = await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, admin.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);
    const lockouts = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.lockout'), eq(auditLog.adminId, admin.id)));
    expect(lockouts.map((l) => l.detail)).toEqual([expect.objectContaining({ scope: 'account', trip: 3 })]);
  });

  it('locks an unknown email at the ceiling with the same answer, and mails nobody', async () => {
    await pastTrip('nobody@ceiling.example', 180);
    await pastTrip('nobody@ceiling.example', 120);
    await sprayed('nobody@ceiling.example', ACCOUNT_LOCKOUT_FAILURES - 1, new Date(Date.now() - 5 * MINUTE));
    expect((await attempt('nobody@ceiling.example', 'Guess50', freshAddress())).status).toBe(401);
    const refused = await attempt('nobody@ceiling.example', 'RightPass1', freshAddress());
    expect(refused.status).toBe(429);
    // The third trip locks for an hour, and the message says so (issue 24, point 6).
    expect(await refused.json()).toEqual({ success: false, error: LOCKED.replace('15 minutes', '1 hour') });
    expect(retryMinutes(refused)).toBeGreaterThan(59);
    expect(retryMinutes(refused)).toBeLessThanOrEqual(60);
    expect(await mailsTo('nobody@ceiling.example')).toHaveLength(0);
  });

  it('does not trip the ceiling with 49 failures', async () => {
    await createAdmin(testDb.get(), {
      email: 'short@ceiling.example',
      name: 'Short',
      password: 'RightPass1',
    });
    await sprayed('short@ceiling.example', ACCOUNT_LOCKOUT_FAILURES - 2, new Date(Date.now() - 5 * MINUTE));
    expect((await attempt('short@ceiling.example', 'Guess49', freshAddress())).status).toBe(401);
    expect((await attempt('short@ceiling.example', 'RightPass1', freshAddress())).status).toBe(200);
    expect(await mailsTo('short@ceiling.example')).toHaveLength(0);
  });
});
