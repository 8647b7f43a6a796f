import 'server-only';
import path from 'node:path';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Db } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'supabase', 'migrations');

/**
 * Applies pending migrations. Drizzle runs them all inside one transaction, so a failing
 * migration leaves the database as it was and the error propagates to stop start-up.
 */
export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  // Drizzle's pglite and postgres-js migrators are the same pg-core code; this one takes either session.
  await migrate(db as unknown as PostgresJsDatabase, { migrationsFolder });
}
