import { resetConfigForTests } from '@/lib/config';
import { closeDb, getDb } from '@/lib/server/db/client';
import { closeDatabaseProbe, databaseTakesConnections } from '@/lib/server/db/probe';
import { sql } from 'drizzle-orm';
import { createPgCluster, type PgCluster } from '@/tests/helpers/pg-cluster';
import { requirePostgres } from '@/tests/helpers/test-db';

/**
 * The probe behind the cache's last good copies (docs/adr/0104), on a PostgreSQL cluster of the
 * test's own that it stops: "down" within its 2 s when the database is stopped, "up" when the app's
 * pool is full (a publish's renders must never make a healthy database look down, or the page from
 * before the publish would be served), and "up" again soon after the database is back.
 */
requirePostgres();

describe('the database probe of the last good copies', () => {
  let cluster: PgCluster;
  const previousUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    cluster = await createPgCluster();
    process.env.DATABASE_URL = cluster.url;
    resetConfigForTests();
  }, 120_000);

  afterAll(async () => {
    await closeDatabaseProbe();
    await closeDb();
    cluster?.destroy();
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    resetConfigForTests();
  });

  it("says the database answers while the app's pool is full with slow queries", async () => {
    // The app's own pool (DATABASE_URL, 10 connections), every connection busy for 3 s.
    const db = await getDb();
    const busy = Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(3)`)));
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    expect(await databaseTakesConnections()).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    await busy;
  }, 30_000);

  it('says it does not within its 2 s once the database is stopped, and answers again once it is back', async () => {
    cluster.stop();
    try {
      const started = Date.now();
      expect(await databaseTakesConnections()).toBe(false);
      expect(Date.now() - started).toBeLessThan(2500);
      // Every probe of the outage says so (the connection is not stuck in a backoff).
      expect(await databaseTakesConnections()).toBe(false);
    } finally {
      cluster.start();
    }
    const back = Date.now();
    while (!(await databaseTakesConnections())) {
      expect(Date.now() - back).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);
});
