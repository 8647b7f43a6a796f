import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/migrate';
import { createTestDatabase, testDbKind, type TestDatabase } from '@/tests/helpers/test-db';

async function tableNames(db: TestDatabase['db']): Promise<string[]> {
  const rows = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows;
  return list.map((r) => r.table_name);
}

describe(`migrations [${testDbKind()}]`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('creates every table the app persists', async () => {
    expect(await tableNames(testDb.db)).toEqual(
      expect.arrayContaining([
        'website_admins',
        'blog_categories',
        'blog_articles',
        'translation_keys',
        'translations',
        'early_access_requests',
        'contact_messages',
        'newsletter_subscribers',
        'login_attempts',
        'password_reset_tokens',
        'audit_log',
        'rate_limit_events',
        'article_slug_redirects',
      ]),
    );
  });

  it('is a no-op when run again', async () => {
    await expect(testDb.migrate()).resolves.toBe(0);
  });

  it('rolls a failing migration back and leaves the database as it was', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ailex-migrations-'));
    try {
      await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
      await writeFile(
        path.join(folder, '9999_broken.sql'),
        'CREATE TABLE "should_not_exist" ("id" integer);\n--> statement-breakpoint\nSELECT * FROM "no_such_table";\n',
      );
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8'));
      journal.entries.push({
        idx: journal.entries.length,
        version: '7',
        when: Date.now(),
        tag: '9999_broken',
        breakpoints: true,
      });
      await writeFile(journalPath, JSON.stringify(journal));

      const before = await tableNames(testDb.db);
      await expect(testDb.migrate(folder)).rejects.toThrow();
      expect(await tableNames(testDb.db)).toEqual(before);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
