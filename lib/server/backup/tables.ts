import 'server-only';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/server/db/schema';
import { DATABASE_ID_KEY } from '@/lib/server/cache/identity';

/**
 * What a backup holds, derived from the drizzle schema (lib/server/db/schema.ts) so a table or column
 * added there is backed up without touching this folder. Only the secrets are listed by hand (ADR 0108).
 */
export interface BackupTable {
  name: string;
  table: PgTable;
  /** SQL column names, in declaration order. */
  columns: string[];
  primaryKey: string[];
  /** Columns that reference this same table (restored by a second pass: the row referred to may come later). */
  selfReferences: string[];
  /** A bigserial key whose sequence a restore moves past the restored rows. */
  serialColumn: string | undefined;
  /** Columns written only into a backup with secrets, and then sealed. */
  secretColumns: string[];
  /** The whole table is secret (sessions, tokens): left out of a backup without secrets. */
  secret: boolean;
}

/**
 * Tables whose every row is a credential or a live token: sessions, single-use recovery codes, reset and
 * sign-in link tokens, spent two-factor challenges, preview-link tokens.
 */
const SECRET_TABLES: readonly PgTable[] = [
  schema.adminSessions,
  schema.adminRecoveryCodes,
  schema.passwordResetTokens,
  schema.spentTwoFactorChallenges,
  schema.articlePreviewLinks,
];

/** Credential columns of tables that are otherwise content: the accounts' password hashes, TOTP secrets and link tokens. */
const SECRET_COLUMNS: ReadonlyMap<PgTable, readonly string[]> = new Map<PgTable, readonly string[]>([
  [
    schema.websiteAdmins,
    [
      schema.websiteAdmins.passwordHash.name,
      schema.websiteAdmins.totpSecret.name,
      schema.websiteAdmins.inviteTokenHash.name,
      schema.websiteAdmins.emailChangeTokenHash.name,
    ],
  ],
  // A pending subscription's confirmation link (docs/adr/0110): restored without it, the person asks again.
  [schema.newsletterSubscribers, [schema.newsletterSubscribers.confirmTokenHash.name]],
]);

/**
 * app_meta keys that describe this installation rather than its content: its identity (a restored
 * database is another database, ADR 0011). Everything else there (site settings, maintenance, required
 * two-factor, the demo-seed marker) is backed up.
 */
export const INSTANCE_META_KEYS: readonly string[] = [DATABASE_ID_KEY];

/**
 * Tables of this installation's running state, not its content: the jobs' schedule and run history
 * (ADR 0107). A restored site starts its jobs afresh (the runner creates their rows on first use).
 */
const INSTANCE_TABLES: readonly PgTable[] = [schema.jobs, schema.jobRuns];

/**
 * Stands in for an account's password hash when a backup without secrets is restored: no password
 * matches it (it is no bcrypt hash), so the account signs in again through "Forgot password" or
 * `npm run admin:create`, and the row keeps its "an active account has a password" check.
 */
const UNUSABLE_PASSWORD_HASH = '!restored-without-secrets';

/**
 * A row of `t` restored from a backup without secrets. An account keeps its row but not its way in: an
 * unusable password hash (an invitation keeps none) and two-factor off (its secret is gone), so it signs
 * in again after a password reset and sets two-factor up again.
 */
export function withoutSecrets(t: BackupTable, row: Record<string, unknown>): Record<string, unknown> {
  if (t.table !== schema.websiteAdmins) return row;
  const admins = schema.websiteAdmins;
  return {
    ...row,
    [admins.passwordHash.name]: row[admins.status.name] === 'invited' ? null : UNUSABLE_PASSWORD_HASH,
    [admins.totpEnabledAt.name]: null,
    [admins.totpLastStep.name]: null,
  };
}

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const columns = Object.values(getTableColumns(table));
  const primaryKey =
    config.primaryKeys[0]?.columns.map((c) => c.name) ?? columns.filter((c) => c.primary).map((c) => c.name);
  const selfReferences = config.foreignKeys
    .map((fk) => fk.reference())
    .filter((ref) => ref.foreignTable === table)
    .flatMap((ref) => ref.columns.map((c) => c.name));
  const secret = SECRET_TABLES.includes(table);
  return {
    name: config.name,
    table,
    columns: columns.map((c) => c.name),
    primaryKey,
    selfReferences,
    serialColumn: columns.find((c) => c.columnType === 'PgBigSerial53')?.name,
    secretColumns: secret ? columns.map((c) => c.name) : [...(SECRET_COLUMNS.get(table) ?? [])],
    secret,
  };
}

/** Tables ordered so that every table comes after the ones it references (a restore inserts in this order). */
function inForeignKeyOrder(tables: PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign-key cycle through ${getTableName(table)}`);
    visiting.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = fk.reference().foreignTable;
      if (target !== table) visit(target);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  // Sorted by name first, so the order (and so the archive) does not depend on the schema file's layout.
  for (const table of [...tables].sort((a, b) => getTableName(a).localeCompare(getTableName(b))))
    visit(table);
  return ordered;
}

let catalog: BackupTable[] | undefined;

/** Every table of the schema, in foreign-key order. */
export function backupTables(): BackupTable[] {
  const exported: unknown[] = Object.values(schema);
  catalog ??= inForeignKeyOrder(
    exported.filter((v): v is PgTable => is(v, PgTable) && !INSTANCE_TABLES.includes(v)),
  ).map(describe);
  return catalog;
}
