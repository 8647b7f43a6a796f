import { GET } from '@/app/api/health/route';
import { openPglite, setDbForTests } from '@/lib/server/db/client';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

describe(`GET /api/health [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('answers ok with the database round-trip time', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      status: 'ok',
      down: [],
      database: { ok: true, latencyMs: expect.any(Number) },
      cache: { ok: true, kind: 'local' },
      storage: { ok: true, kind: 'local' },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = await openPglite(undefined);
    await broken.close();
    setDbForTests(broken.db);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.status).toBe('degraded');
      expect(body.database.ok).toBe(false);
      expect(body.down).toEqual(['database']);
    } finally {
      // Whatever runs next in this file gets the working database back.
      setDbForTests(testDb.get());
    }
  });
});
