import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '@/lib/server/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/migrate';
import { countPendingMigrations } from '@/lib/server/db/schema-version';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe(`start-up's migration check [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('finds nothing pending on a migrated database', async () => {
    expect(await countPendingMigrations(testDb.get())).toBe(0);
  });

  it('counts every migration on a database that was never migrated, and the newer ones on an older one', async () => {
    const empty = await openPglite(undefined);
    try {
      expect(await countPendingMigrations(empty.db)).toBe(journal.entries.length);
      // An older schema: migrate with a journal cut to its first three entries.
      const older = path.join(os.tmpdir(), `ailex-scale-journal-${process.pid}`);
      cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
      writeFileSync(
        path.join(older, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, 3) }),
      );
      await empty.migrate(older);
      rmSync(older, { recursive: true, force: true });
      expect(await countPendingMigrations(empty.db)).toBe(journal.entries.length - 3);
    } finally {
      await empty.close();
    }
  });
});
