import 'server-only';
import { z } from 'zod';
import { sealedValue, sealingParams } from './seal';

/*
 * The archive (docs/backup-format.md, ADR 0108): one gzip stream of JSON lines. The first line is the
 * manifest, then every table's rows (tables in foreign-key order), then the images, then an end line
 * whose counts a restore checks, so a truncated file is refused rather than half-restored.
 */

export const BACKUP_FORMAT = 'ailex-backup';
/** Bumped when a reader of the previous version could not read the new one. */
export const BACKUP_FORMAT_VERSION = 1;
/** The file name's ending: what `file` and a person both recognise. */
export const BACKUP_FILE_SUFFIX = '.ndjson.gz';

const tableEntry = z.object({
  name: z.string().min(1),
  /** SQL column names the rows carry (secret columns included when the backup has secrets). */
  columns: z.array(z.string().min(1)),
  rows: z.number().int().nonnegative(),
});

export const manifestRecord = z.object({
  type: z.literal('manifest'),
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  /** codeSchemaVersion() of the build that wrote it: how many migrations it had. */
  schemaVersion: z.number().int().nonnegative(),
  createdAt: z.string(),
  appVersion: z.string(),
  includesSecrets: z.boolean(),
  /** How the secrets are sealed; null without secrets. */
  secrets: sealingParams.nullable(),
  tables: z.array(tableEntry),
  images: z.number().int().nonnegative(),
});
export type ManifestRecord = z.infer<typeof manifestRecord>;

const rowRecord = z.object({
  type: z.literal('row'),
  table: z.string(),
  /** Column name → value as PostgreSQL's row_to_json gives it (timestamps ISO 8601 with offset, jsonb as JSON). */
  row: z.record(z.string(), z.unknown()),
  /** The row's secret columns as one sealed JSON object (backups with secrets only). */
  sealed: sealedValue.optional(),
});

const imageRecord = z.object({
  type: z.literal('image'),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** The bytes, base64. */
  data: z.string(),
});

const endRecord = z.object({
  type: z.literal('end'),
  rows: z.record(z.string(), z.number().int().nonnegative()),
  images: z.number().int().nonnegative(),
});
export type EndRecord = z.infer<typeof endRecord>;

export const bodyRecord = z.discriminatedUnion('type', [rowRecord, imageRecord, endRecord]);
export type BodyRecord = z.infer<typeof bodyRecord>;
