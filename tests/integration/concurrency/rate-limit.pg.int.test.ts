import { consumeRateLimit } from '@/lib/server/services/rate-limit';
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
});
