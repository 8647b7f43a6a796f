import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import { auditLog, loginAttempts } from '@/lib/server/db/schema';
import { ACCOUNT_LOCKOUT_FAILURES } from '@/lib/constants/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe('sign-in lockout under concurrent guesses [postgres]', () => {
  const testDb = useTestDatabase();
  let address = 0;
  const freshAddress = () => `10.12.${Math.floor(++address / 250)}.${address % 250}`;

  function attempt(email: string, password: string, ip: string) {
    return login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': ip },
      }),
      {},
    );
  }

  it('lets only 5 guesses from one address through when 10 wrong passwords arrive at once', async () => {
    const attacker = freshAddress();
    await createAdmin(testDb.get(), { email: 'burst@firm.example', name: 'Burst', password: 'RightPass1' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt('burst@firm.example', `Guess${i}`, attacker)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const rows = await testDb
      .get()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'burst@firm.example'));
    expect(rows).toHaveLength(5);
    const lockouts = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.lockout'));
    expect(
      lockouts.filter((l) => (l.detail as { email?: string }).email === 'burst@firm.example'),
    ).toHaveLength(1);
  });

  it('lets exactly one more guess through when 6 arrive together at an account one failure short of the lock', async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'edge@firm.example',
      name: 'Edge',
      password: 'RightPass1',
    });
    const attacker = freshAddress();
    for (let i = 0; i < 4; i++)
      expect((await attempt('edge@firm.example', `Wrong${i}`, attacker)).status).toBe(401);
    // Every guess counts the failures before any of them records its own (the lock's job is to stop that).
    const results = await raceBehindTableLock(
      testDb.url(),
      'login_attempts',
      Array.from({ length: 6 }, (_, i) => () => attempt('edge@firm.example', `Guess${i}`, attacker)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429, 429]);
    const rows = await testDb
      .get()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'edge@firm.example'));
    expect(rows).toHaveLength(5);
    const lockouts = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.lockout'));
    expect(lockouts.filter((l) => l.adminId === admin.id)).toHaveLength(1);
  });

  it('lets no sign-in succeed and only 50 guesses through when 100 wrong passwords arrive at once from 100 addresses', async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'spray@firm.example',
      name: 'Spray',
      password: 'RightPass1',
    });
    const home = freshAddress();
    expect((await attempt('spray@firm.example', 'RightPass1', home)).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt('spray@firm.example', `Guess${i}`, freshAddress())),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LOCKOUT_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ACCOUNT_LOCKOUT_FAILURES);
    // The right password from a new address is refused; from the owner's address it is not.
    expect((await attempt('spray@firm.example', 'RightPass1', freshAddress())).status).toBe(429);
    expect((await attempt('spray@firm.example', 'RightPass1', home)).status).toBe(200);
    const lockouts = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.lockout'));
    // One trip, reported once (it is also the one mail: lib/server/auth/sign-in-lock.ts).
    expect(
      lockouts.filter((l) => l.adminId === admin.id).map((l) => (l.detail as { scope?: string }).scope),
    ).toEqual(['account']);
  }, 300_000);
});
