import { consumeRateLimit } from '@/lib/server/rate-limit';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

describe(`rate limit stored in Postgres [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const rule = { bucket: 'test', limit: 3, windowMs: 60_000 };

  it('allows up to the limit per subject, then refuses with Retry-After', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect(
        (await consumeRateLimit(testDb.get(), rule, '10.0.0.1', new Date(now.getTime() + i * 1000))).allowed,
      ).toBe(true);
    }
    const refused = await consumeRateLimit(testDb.get(), rule, '10.0.0.1', new Date(now.getTime() + 10_000));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await consumeRateLimit(testDb.get(), rule, '10.0.0.2', now)).allowed).toBe(true);
  });

  // Requests arriving at once (the advisory lock): tests/integration/concurrency/rate-limit.pg.int.test.ts.

  it('lets the subject through again once the window has passed', async () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    for (let i = 0; i < 3; i++)
      expect((await consumeRateLimit(testDb.get(), rule, '10.0.0.3', at(i))).allowed).toBe(true);
    expect((await consumeRateLimit(testDb.get(), rule, '10.0.0.3', at(59))).allowed).toBe(false);
    expect((await consumeRateLimit(testDb.get(), rule, '10.0.0.3', at(61))).allowed).toBe(true);
  });
});
