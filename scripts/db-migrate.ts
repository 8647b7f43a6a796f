// npm run db:migrate — apply pending migrations to DATABASE_URL (or the embedded database in DATA_DIR)
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';

async function main() {
  const config = getConfig();
  const handle = await getDbHandle();
  await handle.migrate();
  console.info(
    `migrations applied to ${config.databaseUrl ? 'DATABASE_URL' : `embedded database in ${config.dataDir}`}`,
  );
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(`db:migrate failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
