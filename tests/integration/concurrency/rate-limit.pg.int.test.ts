import { consumeRateLimit } from '@/lib/server/rate-limit';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();

describe('rate limit under concurrent requests [postgres]', () => {
  const testDb = useTestDatabase();

  it('holds under a burst: 8 requests at once against a limit of 3 admit exactly 3', async () => {
    const burstRule = { bucket: 'burst', limit: 3, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(testDb.get(), burstRule, '10.9.9.9')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('admits exactly the last free slot when 6 requests count together with 2 of 3 used', async () => {
    const rule = { bucket: 'edge', limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 2; i++)
      expect((await consumeRateLimit(testDb.get(), rule, '10.9.9.8')).allowed).toBe(true);
    // Every request counts before any of them records its event (the lock's job is to stop that).
    const results = await raceBehindTableLock(
      testDb.url(),
      'rate_limit_events',
      Array.from({ length: 6 }, () => () => consumeRateLimit(testDb.get(), rule, '10.9.9.8')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
  });
});
