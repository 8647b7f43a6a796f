import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { eq } from 'drizzle-orm';
import { POST as forgot } from '@/app/api/websiteadmin/forgot-password/route';
import { POST as reset } from '@/app/api/websiteadmin/reset-password/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { resetTokenFrom } from '../admin/support/eml';

requirePostgres();

// bcrypt at cost 12 makes each reset take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe('password reset links used concurrently [postgres]', () => {
  const testDb = useTestDatabase();
  let address = 0;
  const ip = () => ({ 'x-forwarded-for': `10.13.0.${++address}` });

  const outbox = useMailOutbox('ailex-reset-race-');

  /** Asks for a reset link through the API and reads its token from the outbox the mailer writes. */
  async function requestLink(email: string): Promise<string> {
    const res = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', { body: { email }, headers: ip() }),
      {},
    );
    expect(res.status).toBe(200);
    await settleBackgroundMail();
    return resetTokenFrom((await outbox.messages()).at(-1)!);
  }

  const resetWith = (body: unknown) =>
    reset(jsonRequest('/api/websiteadmin/reset-password', { body, headers: ip() }), {});
  const signIn = (email: string, password: string) =>
    login(jsonRequest('/api/websiteadmin/login', { body: { email, password }, headers: ip() }), {});

  it('lets only one of two concurrent resets with the same link through', async () => {
    const admin = await createAdmin(testDb.get(), {
      email: 'race@firm.example',
      name: 'Race',
      password: 'StartPass1',
    });
    const token = await requestLink('race@firm.example');
    const results = await Promise.all([
      resetWith({ token, newPassword: 'RaceOne111' }),
      resetWith({ token, newPassword: 'RaceTwo222' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    // The password is the one of the reset that answered 200.
    const winner = results[0].status === 200 ? 'RaceOne111' : 'RaceTwo222';
    const loser = winner === 'RaceOne111' ? 'RaceTwo222' : 'RaceOne111';
    expect((await signIn('race@firm.example', loser)).status).toBe(401);
    expect((await signIn('race@firm.example', winner)).status).toBe(200);
    const done = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.reset_done'));
    expect(done.filter((d) => d.adminId === admin.id)).toHaveLength(1);
  });
});
