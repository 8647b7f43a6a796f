import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { gunzipSync } from 'node:zlib';
import { backupTables } from '@/lib/server/backup';
import { getMediaStorage } from '@/lib/server/media';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import {
  backupToBuffer,
  freshPgliteSite,
  imageBytes,
  publicTables,
  restoreFromBuffer,
  seedSite,
  tableContents,
} from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(120_000);

describe(`backup and restore round trip [${testDbKind()} → PGlite] (issue 37 §4)`, () => {
  const testDb = useTestDatabase();
  useLocalMediaStorage();
  let archive: Buffer;

  beforeAll(async () => {
    await seedSite(testDb.get(), getMediaStorage());
    // Batches of 3 rows: keyset pagination and batched inserts cross many boundaries on a small site.
    archive = await backupToBuffer(testDb.get(), getMediaStorage(), { batchRows: 3 });
  });

  it('writes a manifest first: format, schema version, app version, tables with row counts, no secrets', () => {
    const lines = gunzipSync(archive).toString('utf8').trimEnd().split('\n');
    const manifest = JSON.parse(lines[0]!);
    expect(manifest).toMatchObject({
      type: 'manifest',
      format: 'ailex-backup',
      formatVersion: 1,
      schemaVersion: expect.any(Number),
      appVersion: expect.any(String),
      includesSecrets: false,
      secrets: null,
    });
    const tables = Object.fromEntries(
      (manifest.tables as { name: string; rows: number }[]).map((t) => [t.name, t.rows]),
    );
    expect(tables['blog_articles']).toBeGreaterThan(20);
    expect(tables['article_revisions']).toBeGreaterThan(0);
    expect(tables['translations']).toBeGreaterThan(0);
    expect(tables['app_meta']).toBeGreaterThan(0);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'end', images: manifest.images });
  });

  it('restores into a fresh database: every table the same, row for row, and the same image bytes', async () => {
    const target = await freshPgliteSite();
    try {
      const summary = await restoreFromBuffer(target.db, target.storage, archive, { batchRows: 4 });
      expect(summary.images).toBeGreaterThan(1);
      const before = await tableContents(testDb.get(), publicTables());
      const after = await tableContents(target.db, publicTables());
      for (const name of publicTables()) expect([name, after[name]]).toEqual([name, before[name]]);
      // The setting, the revision and the translations made it (not only empty tables compared equal).
      expect(JSON.stringify(after['app_meta'])).toContain('+32 2 555 01 23');
      expect(after['article_revisions']!.length).toBeGreaterThan(0);
      expect(after['translations']!.length).toBeGreaterThan(0);
      expect(after['media_images']!.length).toBe(summary.images);
      expect(await imageBytes(target.storage)).toEqual(await imageBytes(getMediaStorage()));
    } finally {
      await target.close();
    }
  });

  it('keeps the accounts without their credentials, and leaves the secret tables out', async () => {
    const text = gunzipSync(archive).toString('utf8');
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('"table":"admin_sessions"');
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, archive);
      const admins = (await tableContents(target.db, ['website_admins']))['website_admins'] as Record<
        string,
        unknown
      >[];
      expect(admins.map((a) => a['email'])).toEqual(['backup-owner@firm.example']);
      expect(admins[0]!['password_hash']).toBe('!restored-without-secrets');
      const sessions = await tableContents(target.db, ['admin_sessions']);
      expect(sessions['admin_sessions']).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('derives its tables from the schema, in foreign-key order', () => {
    const names = backupTables().map((t) => t.name);
    expect(names.indexOf('blog_categories')).toBeLessThan(names.indexOf('blog_articles'));
    expect(names.indexOf('translation_keys')).toBeLessThan(names.indexOf('translations'));
    expect(names.indexOf('blog_articles')).toBeLessThan(names.indexOf('article_revisions'));
    expect(names.indexOf('website_admins')).toBeLessThan(names.indexOf('media_images'));
  });
});
