import { eq } from 'drizzle-orm';
import { DATABASE_ID_KEY, getDatabaseId } from '@/lib/server/cache/identity';
import { appMeta } from '@/lib/server/db/schema';
import { createTestDatabase, testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

describe(`database identity [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('is a random UUID created on first use, stored in app_meta and the same ever after', async () => {
    const db = testDb.get();
    const id = await getDatabaseId(db);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const rows = await db.select().from(appMeta).where(eq(appMeta.key, DATABASE_ID_KEY));
    expect(rows.map((r) => r.value)).toEqual([id]);
    expect(await getDatabaseId(db)).toBe(id);
  });

  it('is one identity when several servers start together', async () => {
    const db = testDb.get();
    const ids = await Promise.all([getDatabaseId(db), getDatabaseId(db), getDatabaseId(db)]);
    expect(new Set(ids).size).toBe(1);
  });

  it('differs between two databases', async () => {
    const other = await createTestDatabase();
    try {
      expect(await getDatabaseId(other.db)).not.toBe(await getDatabaseId(testDb.get()));
    } finally {
      await other.close();
    }
  });
});
