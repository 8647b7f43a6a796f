// npm run db:migrate — apply pending migrations to DATABASE_URL (or the embedded database in DATA_DIR).
// On PostgreSQL it holds an advisory lock meanwhile: deploy jobs or instances running it at once apply
// each migration once, and the ones that waited report that nothing was left to apply.
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';

async function main() {
  const config = getConfig();
  const handle = await getDbHandle();
  const applied = await handle.migrate();
  const target = config.databaseUrl ? 'DATABASE_URL' : `embedded database in ${config.dataDir}`;
  console.info(
    applied === 0
      ? `migrations applied to ${target}: none pending, the schema is up to date`
      : `migrations applied to ${target}: ${applied} applied`,
  );
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(`db:migrate failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
