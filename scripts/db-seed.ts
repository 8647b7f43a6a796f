// npm run db:seed — apply migrations, then insert the demo categories and articles (idempotent)
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { bootstrapAdmin, seedDemo } from '@/lib/server/installation';
import { findFirstAdmin } from '@/lib/server/auth';

async function main() {
  const config = getConfig();
  const handle = await getDbHandle();
  await handle.migrate();
  // Same admin rules as start-up (configured admin, or a generated one on the embedded default).
  await bootstrapAdmin(handle.db, config);
  const author = await findFirstAdmin(handle.db);
  const result = await seedDemo(handle.db, author?.id ?? null);
  console.info(
    `seeded ${result.categories} categories, ${result.articles} new articles, ${result.translationEntries} new translation entries`,
  );
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(`db:seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
