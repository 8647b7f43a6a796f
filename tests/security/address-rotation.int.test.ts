import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { resetConfigForTests } from '@/lib/config';
import { IP_ATTEMPTS_PER_MINUTE } from '@/lib/constants/auth';
import { UNKNOWN_CLIENT_ADDRESS } from '@/lib/constants/forms';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(180_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const NETWORK = 'Too many sign-in attempts from your network. Please wait a minute and try again.';
const forged = () => `${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/**
 * Finding 2 over HTTP: a client that writes a new X-Forwarded-For on every request does not escape the
 * per-address sign-in limit, whatever TRUSTED_PROXY_HOPS says.
 */
describe(`X-Forwarded-For rotation against the sign-in limit [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  beforeEach(() => {
    // 21 bcrypt checks can outlast a minute on a loaded machine: stop Date (timers run) so they share one.
    jest.useFakeTimers({
      now: Date.now(),
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

  async function rotate(forwardedFor: () => string): Promise<Response[]> {
    const answers: Response[] = [];
    for (let i = 0; i <= IP_ATTEMPTS_PER_MINUTE; i++) {
      answers.push(
        await login(
          jsonRequest('/api/websiteadmin/login', {
            body: { email: `rotate${i}-${Date.now()}@firm.example`, password: 'Wrong1234' },
            headers: { 'x-forwarded-for': forwardedFor() },
          }),
          {},
        ),
      );
    }
    return answers;
  }

  it('with TRUSTED_PROXY_HOPS=1, only the entry the proxy appended counts: forged entries before it change nothing', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetConfigForTests();
    const answers = await rotate(() => `${forged()}, ${forged()}, 10.77.0.1`);
    expect(answers.slice(0, IP_ATTEMPTS_PER_MINUTE).map((r) => r.status)).toEqual(
      Array(IP_ATTEMPTS_PER_MINUTE).fill(401),
    );
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect((await last.json()).error).toBe(NETWORK);
  });

  it('with TRUSTED_PROXY_HOPS=0, no header is believed: every client shares one subject, rotation or not', async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    resetConfigForTests();
    const answers = await rotate(forged);
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect((await last.json()).error).toBe(NETWORK);
    // And no forged address reaches the audit log.
    const rows = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(new Set(rows.slice(-IP_ATTEMPTS_PER_MINUTE).map((r) => r.ipAddress))).toEqual(
      new Set([UNKNOWN_CLIENT_ADDRESS]),
    );
  });
});
