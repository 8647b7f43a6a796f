import 'server-only';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { appMeta } from '@/lib/server/db/schema';
import { codeSchemaVersion } from '@/lib/server/db/schema-version';
import { contentTypeOfName, type MediaStorage } from '@/lib/server/media';
import packageJson from '@/package.json';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type EndRecord, type ManifestRecord } from './format';
import { newSealingKey, seal } from './seal';
import { backupTables, INSTANCE_META_KEYS, type BackupTable } from './tables';

/** Rows read per query: enough to amortise the round trip, few enough that memory stays flat. */
const EXPORT_BATCH_ROWS = 500;

export interface ExportOptions {
  /** Seals the secrets with this passphrase into the archive; without it they are left out. */
  passphrase?: string;
  now?: Date;
  /** Rows per query (tests make it small to cross batch boundaries on a small site). */
  batchRows?: number;
}

export interface ExportSummary {
  createdAt: string;
  includesSecrets: boolean;
  rows: Record<string, number>;
  images: number;
}

/** Leaves out the installation's own app_meta keys; every other table is read whole. */
function tableFilter(t: BackupTable): SQL | undefined {
  return t.table === appMeta ? notInArray(appMeta.key, [...INSTANCE_META_KEYS]) : undefined;
}

async function countRows(tx: DbOrTx, t: BackupTable): Promise<number> {
  const filter = tableFilter(t);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(t.table)
    .where(filter ?? sql`true`);
  return row?.n ?? 0;
}

/**
 * The table's rows as JSON text, EXPORT_BATCH_ROWS at a time in primary-key order, each batch starting
 * after the last key of the one before (keyset pagination: every query is an index range scan, and
 * memory holds one batch whatever the table's size).
 */
async function* tableRows(tx: DbOrTx, t: BackupTable, batchRows: number): AsyncGenerator<string> {
  const keyColumns = sql.join(
    t.primaryKey.map((c) => sql.identifier(c)),
    sql`, `,
  );
  let after: unknown[] | undefined;
  for (;;) {
    const conditions: SQL[] = [];
    const filter = tableFilter(t);
    if (filter) conditions.push(filter);
    if (after) {
      conditions.push(
        sql`(${keyColumns}) > (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
    }
    const rows = await tx
      .select({ json: sql<string>`row_to_json(${t.table})::text` })
      .from(t.table)
      .where(conditions.length ? sql.join(conditions, sql` and `) : sql`true`)
      .orderBy(keyColumns)
      .limit(batchRows);
    for (const { json } of rows) yield json;
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    const parsed: Record<string, unknown> = JSON.parse(last.json);
    after = t.primaryKey.map((c) => parsed[c]);
  }
}

/** One row's line: the public columns as read; the secret ones sealed, or left out without a key. */
function rowLine(t: BackupTable, json: string, key: Buffer | undefined): string {
  if (t.secretColumns.length === 0) return `{"type":"row","table":${JSON.stringify(t.name)},"row":${json}}\n`;
  const row: Record<string, unknown> = JSON.parse(json);
  const secret: Record<string, unknown> = {};
  for (const c of t.secretColumns) {
    secret[c] = row[c];
    delete row[c];
  }
  return `${JSON.stringify({ type: 'row', table: t.name, row, ...(key ? { sealed: seal(key, JSON.stringify(secret)) } : {}) })}\n`;
}

/** Writes with back-pressure: waits for the gzip stream to drain, or for the pipeline to fail. */
async function write(gzip: Gzip, done: Promise<void>, text: string): Promise<void> {
  if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
}

/**
 * Writes a backup of `db` and `storage` to `out` (docs/backup-format.md). The tables are read in one
 * read-only repeatable-read transaction, so the archive is one consistent snapshot (no row refers to
 * one that is missing); the images are read after it, through the storage adapter.
 */
export async function writeBackup(
  db: Db,
  storage: MediaStorage,
  out: Writable,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const createdAt = (options.now ?? new Date()).toISOString();
  const sealing = options.passphrase ? await newSealingKey(options.passphrase) : undefined;
  const includesSecrets = sealing !== undefined;
  const tables = backupTables().filter((t) => includesSecrets || !t.secret);
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const end: EndRecord = { type: 'end', rows: {}, images: 0 };
  try {
    const objects = (await storage.list()).sort((a, b) => a.name.localeCompare(b.name));
    await db.transaction(
      async (tx) => {
        const counts = new Map<string, number>();
        for (const t of tables) counts.set(t.name, await countRows(tx, t));
        const manifest: ManifestRecord = {
          type: 'manifest',
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          schemaVersion: await codeSchemaVersion(),
          createdAt,
          appVersion: packageJson.version,
          includesSecrets,
          secrets: sealing?.params ?? null,
          tables: tables.map((t) => ({
            name: t.name,
            columns: includesSecrets ? t.columns : t.columns.filter((c) => !t.secretColumns.includes(c)),
            rows: counts.get(t.name) ?? 0,
          })),
          images: objects.length,
        };
        await write(gzip, done, `${JSON.stringify(manifest)}\n`);
        for (const t of tables) {
          let n = 0;
          for await (const json of tableRows(tx, t, options.batchRows ?? EXPORT_BATCH_ROWS)) {
            await write(gzip, done, rowLine(t, json, sealing?.key));
            n++;
          }
          end.rows[t.name] = n;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const object of objects) {
      const bytes = await storage.read(object.name);
      // Deleted since it was listed: the archive's end line counts what it holds.
      if (!bytes) continue;
      const line = JSON.stringify({
        type: 'image',
        name: object.name,
        contentType: contentTypeOfName(object.name) ?? 'application/octet-stream',
        size: bytes.byteLength,
        data: Buffer.from(bytes).toString('base64'),
      });
      await write(gzip, done, `${line}\n`);
      end.images++;
    }
    await write(gzip, done, `${JSON.stringify(end)}\n`);
    gzip.end();
  } catch (err) {
    gzip.destroy(err instanceof Error ? err : new Error(String(err)));
    await done.catch(() => {});
    throw err;
  }
  await done;
  return { createdAt, includesSecrets, rows: end.rows, images: end.images };
}
