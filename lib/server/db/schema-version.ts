import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Whether the database has every migration this build expects. drizzle's migrator applies, in order,
 * the journal entries newer than the last `created_at` it recorded in drizzle.__drizzle_migrations;
 * this reads the same two things, so "pending" means exactly what `npm run db:migrate` would apply.
 */
export async function countPendingMigrations(
  db: Db,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<number> {
  const entries = await journalEntries(migrationsFolder);
  const applied = await lastAppliedMigration(db);
  return entries.filter(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      'when' in entry &&
      typeof entry.when === 'number' &&
      entry.when > applied,
  ).length;
}

/**
 * The schema version this build expects: how many migrations its journal lists (21 for 0000..0020).
 * Migrations are only ever appended, so a larger number is a newer schema (a backup's manifest
 * carries it; a restore refuses a backup made by a newer schema than its own).
 */
export async function codeSchemaVersion(migrationsFolder: string = MIGRATIONS_FOLDER): Promise<number> {
  return (await journalEntries(migrationsFolder)).length;
}

async function journalEntries(migrationsFolder: string): Promise<unknown[]> {
  const journal: unknown = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  );
  return typeof journal === 'object' &&
    journal !== null &&
    'entries' in journal &&
    Array.isArray(journal.entries)
    ? journal.entries
    : [];
}

/** The journal time of the last applied migration; 0 on a database that was never migrated. */
async function lastAppliedMigration(db: Db): Promise<number> {
  try {
    const [row] = await db
      .select({ last: sql<string | number | null>`max(created_at)` })
      .from(sql`drizzle.__drizzle_migrations`);
    return Number(row?.last ?? 0);
  } catch (err) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: no migration was ever applied here.
    if (sqlState(err) === '42P01' || sqlState(err) === '3F000') return 0;
    throw err;
  }
}

function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
