import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DATABASE_ID_KEY } from '@/lib/server/cache/identity';
import { writeMeta } from '@/lib/server/db/app-meta';
import type { Db, Tx } from '@/lib/server/db/client';
import { appMeta } from '@/lib/server/db/schema';
import { codeSchemaVersion } from '@/lib/server/db/schema-version';
import { ConflictError, InvalidError } from '@/lib/server/errors';
import type { MediaStorage } from '@/lib/server/media';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  bodyRecord,
  manifestRecord,
  type BodyRecord,
  type ManifestRecord,
} from './format';
import { openSealingKey, unseal } from './seal';
import { TableWriter } from './table-writer';
import { backupTables, INSTANCE_META_KEYS, withoutSecrets } from './tables';

/** Rows per INSERT: one statement carries them as one JSON parameter. */
const RESTORE_BATCH_ROWS = 500;

export const RESTORE_MESSAGES = {
  notABackup: 'This file is not a backup of this app (no backup manifest on its first line).',
  truncated: 'The backup file ends early (no end record): it is truncated or damaged; nothing was restored.',
  passphraseNeeded:
    'This backup holds sealed secrets: give its passphrase (--passphrase-file or BACKUP_PASSPHRASE).',
} as const;

export interface RestoreOptions {
  /** Empties a database that holds data (in the restore's transaction); without it such a database is refused. */
  replace?: boolean;
  /** Opens the sealed secrets of a backup made with them. */
  passphrase?: string;
  /** Rows per INSERT (tests make it small to cross batch boundaries on a small site). */
  batchRows?: number;
}

export interface RestoreSummary {
  manifest: Omit<ManifestRecord, 'secrets'>;
  rows: Record<string, number>;
  images: number;
}

async function* lines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  const reader = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  try {
    for await (const line of reader) if (line !== '') yield line;
  } catch (err) {
    throw new InvalidError(
      `The backup file cannot be read: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    // A restore refused before the end (a wrong passphrase, a database with data) closes the file too.
    reader.close();
    input.destroy();
  }
}

function parseLine<T>(line: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new InvalidError(`The backup file is damaged: a line is not JSON (${what}).`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new InvalidError(`The backup file is damaged: ${what} ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function checkManifest(manifest: ManifestRecord): Promise<void> {
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new InvalidError(
      `This backup is in format version ${manifest.formatVersion}; this app reads up to version ${BACKUP_FORMAT_VERSION}. Update the app, then restore.`,
    );
  }
  const ours = await codeSchemaVersion();
  if (manifest.schemaVersion > ours) {
    throw new InvalidError(
      `This backup was made by a newer version of the app (database schema version ${manifest.schemaVersion}; this one has ${ours}). Update the app, then restore.`,
    );
  }
}

/** Tables that hold rows, with their counts: a restore refuses to mix a backup into them. */
async function nonEmptyTables(tx: Tx): Promise<string[]> {
  const found: string[] = [];
  for (const t of backupTables()) {
    const filter = t.table === appMeta ? notInArray(appMeta.key, [...INSTANCE_META_KEYS]) : sql`true`;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.table)
      .where(filter);
    if (row && row.n > 0) found.push(`${t.name} (${row.n})`);
  }
  return found;
}

async function emptyDatabase(tx: Tx): Promise<void> {
  const tables = backupTables().filter((t) => t.table !== appMeta);
  await tx.execute(
    sql`truncate table ${sql.join(
      tables.map((t) => t.table),
      sql`, `,
    )} restart identity cascade`,
  );
  await tx.delete(appMeta).where(notInArray(appMeta.key, [...INSTANCE_META_KEYS]));
}

/**
 * Restores a backup (docs/backup-format.md) into `db`, which must be migrated already: every row in
 * one transaction, tables in foreign-key order, in batches; the images through the storage adapter.
 * A database that holds data is refused unless `replace` (then emptied in the same transaction, so a
 * failed restore leaves it as it was). The database gets a new identity: caches filled from its old
 * content are cleared when the servers restart (ADR 0011).
 */
export async function restoreBackup(
  db: Db,
  storage: MediaStorage,
  input: Readable,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const source = lines(input);
  try {
    return await restoreFrom(db, storage, source, options);
  } finally {
    await source.return(undefined);
  }
}

async function restoreFrom(
  db: Db,
  storage: MediaStorage,
  source: AsyncGenerator<string>,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const first = await source.next();
  if (first.done) throw new InvalidError(RESTORE_MESSAGES.notABackup);
  let head: unknown;
  try {
    head = JSON.parse(first.value);
  } catch {
    throw new InvalidError(RESTORE_MESSAGES.notABackup);
  }
  if (typeof head !== 'object' || head === null || !('format' in head) || head.format !== BACKUP_FORMAT) {
    throw new InvalidError(RESTORE_MESSAGES.notABackup);
  }
  const manifest = parseLine(first.value, manifestRecord, 'manifest');
  await checkManifest(manifest);
  let key: Buffer | undefined;
  if (manifest.secrets) {
    if (!options.passphrase) throw new InvalidError(RESTORE_MESSAGES.passphraseNeeded);
    key = await openSealingKey(options.passphrase, manifest.secrets);
  }
  const catalog = new Map(backupTables().map((t) => [t.name, t]));
  const rows: Record<string, number> = {};
  let images = 0;

  await db.transaction(async (tx) => {
    const occupied = await nonEmptyTables(tx);
    if (occupied.length > 0) {
      if (!options.replace) {
        throw new ConflictError(
          `The database is not empty (rows in ${occupied.join(', ')}): restore into an empty database, or use --replace to empty it first.`,
        );
      }
      await emptyDatabase(tx);
    }
    let writer: TableWriter | undefined;
    let end: Extract<BodyRecord, { type: 'end' }> | undefined;
    for await (const line of source) {
      if (end) throw new InvalidError('The backup file is damaged: lines follow its end record.');
      const record = parseLine(line, bodyRecord, 'record');
      if (record.type === 'row') {
        const t = catalog.get(record.table);
        if (!t) continue; // a table this version dropped
        if (writer?.table !== t) {
          if (writer) await writer.finish();
          if (t.name in rows)
            throw new InvalidError(`The backup file is damaged: ${t.name}'s rows are split.`);
          writer = new TableWriter(tx, t, options.batchRows ?? RESTORE_BATCH_ROWS);
        }
        let row = record.row;
        if (record.sealed && key) {
          const secret: Record<string, unknown> = JSON.parse(unseal(key, record.sealed));
          row = { ...row, ...secret };
        } else if (!key) row = withoutSecrets(t, row);
        await writer.add(row);
        rows[t.name] = writer.count;
      } else if (record.type === 'image') {
        if (writer) await writer.finish();
        writer = undefined;
        const bytes = Buffer.from(record.data, 'base64');
        if (bytes.byteLength !== record.size)
          throw new InvalidError(`The backup file is damaged: image ${record.name}.`);
        // Object names are never reused: one that exists already holds these bytes.
        if (!(await storage.existing([record.name])).has(record.name)) {
          await storage.put(record.name, bytes, record.contentType);
        }
        images++;
      } else {
        if (writer) await writer.finish();
        writer = undefined;
        end = record;
      }
    }
    if (!end) throw new InvalidError(RESTORE_MESSAGES.truncated);
    for (const [name, n] of Object.entries(end.rows)) {
      if (catalog.has(name) && (rows[name] ?? 0) !== n) {
        throw new InvalidError(
          `The backup file is damaged: ${name} has ${rows[name] ?? 0} rows, its end record says ${n}.`,
        );
      }
    }
    if (images !== end.images) throw new InvalidError('The backup file is damaged: images are missing.');
    await writeMeta(tx, DATABASE_ID_KEY, randomUUID());
  });
  const { secrets: _sealing, ...described } = manifest;
  return { manifest: described, rows, images };
}

/** restoreBackup from a file on disk (the CLI's and the round-trip proof's way in). */
export function restoreBackupFile(
  db: Db,
  storage: MediaStorage,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  return restoreBackup(db, storage, createReadStream(file), options);
}
