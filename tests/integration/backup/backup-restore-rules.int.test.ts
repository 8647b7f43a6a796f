import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { gunzipSync, gzipSync } from 'node:zlib';
import { RESTORE_MESSAGES, WRONG_PASSPHRASE } from '@/lib/server/backup';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import { verifyPassword } from '@/lib/server/auth';
import { websiteAdmins } from '@/lib/server/db/schema';
import { codeSchemaVersion } from '@/lib/server/db/schema-version';
import { getMediaStorage } from '@/lib/server/media';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import { PASSWORD } from '@/tests/integration/users/support';
import {
  backupToBuffer,
  freshPgliteSite,
  publicTables,
  restoreFromBuffer,
  seedSite,
  tableContents,
} from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(180_000);

const PASSPHRASE = 'a long passphrase for the backup';

/** The archive with its JSON lines changed by `edit`, gzipped again. */
function edited(archive: Buffer, edit: (lines: string[]) => string[]): Buffer {
  const lines = gunzipSync(archive).toString('utf8').trimEnd().split('\n');
  return gzipSync(`${edit(lines).join('\n')}\n`);
}

async function totalRows(db: Parameters<typeof tableContents>[0]): Promise<number> {
  return Object.values(await tableContents(db)).reduce((n, rows) => n + rows.length, 0);
}

describe(`restore rules: secrets, a database with data, versions, damaged files [${testDbKind()}] (issue 37 §4)`, () => {
  const testDb = useTestDatabase();
  useLocalMediaStorage();
  let plain: Buffer;
  let sealed: Buffer;

  beforeAll(async () => {
    await seedSite(testDb.get(), getMediaStorage());
    // Two-factor on, so a TOTP secret is among the secrets.
    await testDb
      .get()
      .update(websiteAdmins)
      .set({ totpSecret: 'v1.sealed-by-the-app', totpEnabledAt: new Date(), totpLastStep: 42 });
    plain = await backupToBuffer(testDb.get(), getMediaStorage());
    sealed = await backupToBuffer(testDb.get(), getMediaStorage(), { passphrase: PASSPHRASE });
  });

  it('seals the secrets with the passphrase: no password hash, TOTP secret or session in clear', () => {
    const text = gunzipSync(sealed).toString('utf8');
    const manifest = JSON.parse(text.slice(0, text.indexOf('\n')));
    expect(manifest).toMatchObject({
      includesSecrets: true,
      secrets: { kdf: 'scrypt', cipher: 'aes-256-gcm', salt: expect.any(String) },
    });
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text).not.toContain('v1.sealed-by-the-app');
    expect(text).toContain('"table":"admin_sessions"');
    // A session row is sealed whole: its line carries no column in clear.
    expect(text).toMatch(/\{"type":"row","table":"admin_sessions","row":\{\},"sealed":\{/);
  });

  it('restores the secrets with the passphrase: same accounts, sessions and tokens; the password still signs in', async () => {
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, sealed, { passphrase: PASSPHRASE });
      expect(await tableContents(target.db)).toEqual(await tableContents(testDb.get()));
      const [admin] = await target.db.select().from(websiteAdmins);
      expect(admin?.totpSecret).toBe('v1.sealed-by-the-app');
      expect(await verifyPassword(PASSWORD, admin!.passwordHash!)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('refuses a wrong passphrase, or none, before writing anything', async () => {
    const target = await freshPgliteSite();
    try {
      await expect(
        restoreFromBuffer(target.db, target.storage, sealed, { passphrase: 'not the passphrase at all' }),
      ).rejects.toThrow(WRONG_PASSPHRASE);
      await expect(restoreFromBuffer(target.db, target.storage, sealed)).rejects.toThrow(
        RESTORE_MESSAGES.passphraseNeeded,
      );
      expect(await totalRows(target.db)).toBe(0);
      expect(await target.storage.list()).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('without secrets, an account keeps its row but not its way in: no password matches, two-factor is off', async () => {
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, plain);
      const [admin] = await target.db.select().from(websiteAdmins);
      expect(await verifyPassword(PASSWORD, admin!.passwordHash!)).toBe(false);
      expect(admin).toMatchObject({ totpSecret: null, totpEnabledAt: null, status: 'active' });
    } finally {
      await target.close();
    }
  });

  it('refuses a database with data unless --replace, which empties it first in the same transaction', async () => {
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, plain);
      await target.db.update(websiteAdmins).set({ name: 'Changed after the restore' });
      await expect(restoreFromBuffer(target.db, target.storage, plain)).rejects.toThrow(
        /The database is not empty \(rows in website_admins \(1\).*use --replace/,
      );
      const [kept] = await target.db.select().from(websiteAdmins);
      expect(kept?.name).toBe('Changed after the restore');

      await restoreFromBuffer(target.db, target.storage, plain, { replace: true });
      const [replaced] = await target.db.select().from(websiteAdmins);
      expect(replaced?.name).not.toBe('Changed after the restore');
      const before = await tableContents(testDb.get(), publicTables());
      expect(await tableContents(target.db, publicTables())).toEqual(before);
      // Sequences follow the restored ids: the next audit entry takes a new one.
      const [admin] = await target.db.select({ id: websiteAdmins.id }).from(websiteAdmins);
      await recordAudit(target.db, { action: AUDIT_ACTIONS.settingsChanged, adminId: admin!.id });
    } finally {
      await target.close();
    }
  });

  it('keeps the database as it was when a --replace restore fails half-way (a truncated file)', async () => {
    const target = await freshPgliteSite();
    try {
      await restoreFromBuffer(target.db, target.storage, plain);
      const before = await tableContents(target.db);
      const truncated = edited(plain, (lines) => lines.slice(0, -3));
      await expect(
        restoreFromBuffer(target.db, target.storage, truncated, { replace: true }),
      ).rejects.toThrow(RESTORE_MESSAGES.truncated);
      expect(await tableContents(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('refuses a backup of a newer schema, a newer format, a damaged file and a file that is no backup', async () => {
    const ours = await codeSchemaVersion();
    const bump = (field: string, value: number) =>
      edited(plain, ([head, ...rest]) => [JSON.stringify({ ...JSON.parse(head!), [field]: value }), ...rest]);
    const target = await freshPgliteSite();
    try {
      await expect(
        restoreFromBuffer(target.db, target.storage, bump('schemaVersion', ours + 1)),
      ).rejects.toThrow(
        `This backup was made by a newer version of the app (database schema version ${ours + 1}; this one has ${ours}). Update the app, then restore.`,
      );
      await expect(restoreFromBuffer(target.db, target.storage, bump('formatVersion', 2))).rejects.toThrow(
        /format version 2; this app reads up to version 1/,
      );
      await expect(
        restoreFromBuffer(target.db, target.storage, plain.subarray(0, plain.length / 2)),
      ).rejects.toThrow(/cannot be read|ends early/);
      await expect(
        restoreFromBuffer(target.db, target.storage, gzipSync('{"hello":"world"}\n')),
      ).rejects.toThrow(RESTORE_MESSAGES.notABackup);
      await expect(
        restoreFromBuffer(target.db, target.storage, Buffer.from('not even gzip')),
      ).rejects.toThrow(/cannot be read/);
      const rowCountLie = edited(plain, (lines) =>
        lines.map((l) =>
          l.startsWith('{"type":"end"') ? l.replace('"blog_articles":', '"blog_articles":1') : l,
        ),
      );
      await expect(restoreFromBuffer(target.db, target.storage, rowCountLie)).rejects.toThrow(
        /blog_articles has \d+ rows, its end record says 1\d+/,
      );
      expect(await totalRows(target.db)).toBe(0);
    } finally {
      await target.close();
    }
  });
});
