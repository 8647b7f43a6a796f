import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { GET as list, POST as create } from '@/app/api/admin/backups/route';
import { GET as download } from '@/app/api/admin/backups/[id]/download/route';
import { resetConfigForTests } from '@/lib/config';
import { createLocalBackupStore, createScheduledBackup, setBackupStoreForTests } from '@/lib/server/backup';
import { auditLog } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from '@/tests/integration/images/local-media';
import { accountWithSession } from '@/tests/integration/users/support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(120_000);

const URL_ = '/api/admin/backups';
type Listed = { id: string; createdAt: string; sizeBytes: number; includesSecrets: boolean };

const post = (auth: Record<string, string>) =>
  create(jsonRequest(URL_, { method: 'POST', headers: auth }), routeContext({}));
const get = (auth: Record<string, string>) => list(jsonRequest(URL_, { headers: auth }), routeContext({}));
const fetchFile = (auth: Record<string, string>, id: string) =>
  download(
    jsonRequest(`${URL_}/${encodeURIComponent(id)}/download`, { headers: auth }),
    routeContext({ id }),
  );

describe(`POST, GET /api/admin/backups and GET …/{id}/download [${testDbKind()}] (issue 37 §4)`, () => {
  const testDb = useTestDatabase();
  useLocalMediaStorage();
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let backupsDir: string;
  const storedFiles = async () =>
    (await readdir(path.join(backupsDir, 'backups')).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    admin = (await accountWithSession(testDb.get(), 'backup-admin@firm.example')).auth;
    editor = (await accountWithSession(testDb.get(), 'backup-editor@firm.example', 'editor')).auth;
    backupsDir = await mkdtemp(path.join(tmpdir(), 'ailex-backups-'));
    setBackupStoreForTests(createLocalBackupStore(backupsDir));
  });
  afterAll(async () => {
    setBackupStoreForTests(undefined);
    delete process.env.BACKUP_KEEP;
    resetConfigForTests();
    await rm(backupsDir, { recursive: true, force: true });
  });

  it('refuses an editor on every backup route with a 403', async () => {
    for (const res of [
      await post(editor),
      await get(editor),
      await fetchFile(editor, '20260101T000000000Z-00000000'),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Forbidden: this needs an admin account' });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('creates a backup without secrets, lists it, and downloads it as an attachment; both audited', async () => {
    const created = await post(admin);
    expect(created.status).toBe(201);
    const { backup } = (await created.json()) as { backup: Listed };
    expect(backup).toEqual({
      id: expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-f]{8}$/),
      createdAt: expect.any(String),
      sizeBytes: expect.any(Number),
      includesSecrets: false,
    });
    expect(Math.abs(Date.parse(backup.createdAt) - Date.now())).toBeLessThan(60_000);

    const listed = await get(admin);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(await listed.json()).toEqual({ backups: [backup] });

    const file = await fetchFile(admin, backup.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="ailex-backup-${backup.id}.ndjson.gz"`,
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(backup.sizeBytes);
    const text = gunzipSync(bytes).toString('utf8');
    expect(JSON.parse(text.slice(0, text.indexOf('\n')))).toMatchObject({
      type: 'manifest',
      includesSecrets: false,
    });
    expect(text).not.toMatch(/\$2[aby]\$/); // no password hash of the two accounts
    expect(text).not.toContain('"table":"admin_sessions"');

    const audited = async (action: string) =>
      (
        await testDb
          .get()
          .select({ detail: auditLog.detail })
          .from(auditLog)
          .where(eq(auditLog.action, action))
          .orderBy(desc(auditLog.id))
          .limit(1)
      )[0]?.detail;
    expect(await audited('backup.created')).toEqual({
      id: backup.id,
      sizeBytes: backup.sizeBytes,
      pruned: [],
    });
    expect(await audited('backup.downloaded')).toEqual({ id: backup.id });
  });

  it('answers 400 for an id that is not one (no path traversal) and 404 for one that does not exist', async () => {
    for (const bad of [
      '../../etc/passwd',
      '..',
      '20260101T000000000Z-00000000/../x',
      'a'.repeat(80),
      '20260101T000000000Z-0000000g',
    ]) {
      const res = await fetchFile(admin, bad);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    const missing = await fetchFile(admin, '20260101T000000000Z-00000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Backup not found' });
  });

  it('keeps the newest BACKUP_KEEP backups, from the button and from the daily job', async () => {
    process.env.BACKUP_KEEP = '2';
    resetConfigForTests();
    await post(admin);
    const { backup: third } = (await (await post(admin)).json()) as { backup: Listed };
    let { backups } = (await (await get(admin)).json()) as { backups: Listed[] };
    expect(backups).toHaveLength(2);
    expect(backups[0]!.id).toBe(third.id);

    const scheduled = await createScheduledBackup(testDb.get());
    expect(scheduled.pruned).toHaveLength(1);
    ({ backups } = (await (await get(admin)).json()) as { backups: Listed[] });
    expect(backups.map((b) => b.id)).toEqual([scheduled.backup.id, third.id]);
    expect(await storedFiles()).toEqual(backups.map((b) => `${b.id}.ndjson.gz`).sort());
  });
});
