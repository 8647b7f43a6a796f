import { PassThrough, Readable } from 'node:stream';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import { PATCH as patchSettings } from '@/app/api/admin/settings/route';
import { backupTables, restoreBackup, writeBackup, type RestoreSummary } from '@/lib/server/backup';
import { openPglite, type Db } from '@/lib/server/db/client';
import { appMeta } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/installation';
import { createLocalStorage, type MediaStorage } from '@/lib/server/media';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { articlePayload, createEditor, postArticle } from '@/tests/integration/blog/admin-article-api';
import { uploadFiles } from '@/tests/integration/images/image-api';
import { jpeg } from '@/tests/integration/images/image-files';

/** app_meta keys that belong to one database and are neither backed up nor compared. */
const INSTANCE_KEYS = ['database_id'];

/**
 * A site worth backing up, written the way the app writes it: the demo content (categories, articles,
 * their translation entries, the demo images), an account whose article save records a revision, an
 * image uploaded through the gallery API, and a changed setting.
 */
export async function seedSite(db: Db, storage: MediaStorage): Promise<{ auth: Record<string, string> }> {
  const editor = await createEditor(db, 'backup-owner@firm.example');
  await seedDemo(db, editor.adminId, storage);
  const created = await postArticle(
    articlePayload(editor.categoryId, { slug: 'backed-up-article', title: 'Backed up' }),
    editor.auth,
  );
  if (created.status !== 201) throw new Error(`article save answered ${created.status}`);
  const uploaded = await uploadFiles(
    [{ name: 'photo.jpg', bytes: await jpeg(), type: 'image/jpeg' }],
    editor.auth,
  );
  if (uploaded.status !== 201)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const settings = await patchSettings(
    jsonRequest('/api/admin/settings', {
      method: 'PATCH',
      body: { contact_phone: '+32 2 555 01 23' },
      headers: editor.auth,
    }),
    routeContext({}),
  );
  if (settings.status !== 200)
    throw new Error(`settings answered ${settings.status}: ${await settings.text()}`);
  return { auth: editor.auth };
}

/** A timestamp as row_to_json writes it, in UTC: the two databases may run in different time zones. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2}(?::\d{2})?)$/.exec(value);
    if (m) return `${new Date(`${m[1]}${m[3]}`).toISOString().slice(0, 19)}${m[2] ?? ''}Z`;
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  }
  return value;
}

/** Every table's rows, in key order, as JSON values (what "the same rows" means after a restore). */
export async function tableContents(
  db: Db,
  tables: string[] = backupTables().map((t) => t.name),
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of backupTables().filter((x) => tables.includes(x.name))) {
    const rows = await db
      .select({ json: sql<string>`row_to_json(${t.table})::text` })
      .from(t.table)
      .where(t.table === appMeta ? notInArray(appMeta.key, INSTANCE_KEYS) : sql`true`)
      .orderBy(
        sql.join(
          t.primaryKey.map((c) => sql.identifier(c)),
          sql`, `,
        ),
      );
    out[t.name] = rows.map((r) => normalise(JSON.parse(r.json)));
  }
  return out;
}

/** Names of the tables with no secret in them (what a backup without secrets carries whole). */
export function publicTables(): string[] {
  return backupTables()
    .filter((t) => t.secretColumns.length === 0)
    .map((t) => t.name);
}

export async function backupToBuffer(
  db: Db,
  storage: MediaStorage,
  options: { passphrase?: string; batchRows?: number } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeBackup(db, storage, out, options);
  return Buffer.concat(chunks);
}

export function restoreFromBuffer(
  db: Db,
  storage: MediaStorage,
  archive: Buffer,
  options: { replace?: boolean; passphrase?: string; batchRows?: number } = {},
): Promise<RestoreSummary> {
  return restoreBackup(db, storage, Readable.from([archive]), options);
}

/** A new, migrated in-memory PGlite database and an empty local image store of its own. */
export async function freshPgliteSite(): Promise<{
  db: Db;
  storage: MediaStorage;
  close: () => Promise<void>;
}> {
  const handle = await openPglite(undefined);
  await handle.migrate();
  const storage = createLocalStorage(await mkdtemp(path.join(tmpdir(), 'ailex-restored-')));
  return { db: handle.db, storage, close: handle.close };
}

export async function imageBytes(storage: MediaStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { name } of await storage.list()) {
    const bytes = await storage.read(name);
    out[name] = Buffer.from(bytes ?? new Uint8Array()).toString('base64');
  }
  return out;
}
