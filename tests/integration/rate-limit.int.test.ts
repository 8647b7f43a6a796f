import { consumeRateLimit } from '@/lib/server/services/rate-limit';
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

  it('holds under a burst: 8 requests at once against a limit of 3 admit exactly 3', async () => {
    const burstRule = { bucket: 'burst', limit: 3, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(testDb.get(), burstRule, '10.9.9.9')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('lets the subject through again once the window has passed', async () => {
    const later = new Date('2026-01-01T10:01:01Z');
    expect((await consumeRateLimit(testDb.get(), rule, '10.0.0.1', later)).allowed).toBe(true);
  });
});
