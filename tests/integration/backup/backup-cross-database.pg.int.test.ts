import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { sql } from 'drizzle-orm';
import { setDbForTests } from '@/lib/server/db/client';
import { getMediaStorage, setMediaStorageForTests } from '@/lib/server/media';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import {
  backupToBuffer,
  freshPgliteSite,
  imageBytes,
  restoreFromBuffer,
  seedSite,
  tableContents,
} from './support';

requirePostgres();
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(180_000);

const PASSPHRASE = 'a long passphrase for the backup';

/**
 * The archive is rows as data, not SQL: a backup of one database kind restores into the other. Both
 * directions, with secrets so every table is compared. The PGlite side runs in another time zone than
 * the server's UTC, so timestamps must travel with their offset.
 */
describe('backup on PGlite → restore on PostgreSQL, and back (issue 37 §4)', () => {
  const pg = useTestDatabase();
  useLocalMediaStorage();

  it('PGlite → PostgreSQL: every table the same, the images the same', async () => {
    const source = await freshPgliteSite();
    try {
      // The route handlers seedSite calls write to the app's database and storage: PGlite's, for now.
      const pgStorage = getMediaStorage();
      setDbForTests(source.db);
      setMediaStorageForTests(source.storage);
      await seedSite(source.db, source.storage);
      setDbForTests(pg.get());
      setMediaStorageForTests(pgStorage);
      // One connection: the setting holds for the export.
      await source.db.execute(sql`set time zone 'Asia/Tokyo'`);
      const archive = await backupToBuffer(source.db, source.storage, { passphrase: PASSPHRASE });
      expect(archive.length).toBeGreaterThan(0);
      await restoreFromBuffer(pg.get(), getMediaStorage(), archive, { passphrase: PASSPHRASE });
      const before = await tableContents(source.db);
      expect(before['blog_articles']!.length).toBeGreaterThan(20);
      expect(await tableContents(pg.get())).toEqual(before);
      expect(await imageBytes(getMediaStorage())).toEqual(await imageBytes(source.storage));
    } finally {
      await source.close();
    }
  });

  it('PostgreSQL → PGlite: every table the same, the images the same', async () => {
    // The PostgreSQL database holds the site restored by the test before.
    const archive = await backupToBuffer(pg.get(), getMediaStorage(), { passphrase: PASSPHRASE });
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, archive, { passphrase: PASSPHRASE });
      expect(await tableContents(target.db)).toEqual(await tableContents(pg.get()));
      expect(await imageBytes(target.storage)).toEqual(await imageBytes(getMediaStorage()));
    } finally {
      await target.close();
    }
  });
});
