// npm run db:seed — apply migrations, then insert the demo categories and articles (idempotent)
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { seedDemoContent } from '@/lib/server/db/seed';
import { prepareDatabase } from '@/lib/server/db/bootstrap';
import { countAdmins } from '@/lib/server/repositories/admins';
import { websiteAdmins } from '@/lib/server/db/schema';
import { asc } from 'drizzle-orm';

async function main() {
  const config = getConfig();
  const { db } = await getDbHandle();
  await runMigrations(db);
  // Same admin rules as start-up (configured admin, or a generated one on the embedded default).
  await prepareDatabase(db, { ...config, seedDemo: false });
  const author =
    (await countAdmins(db)) > 0
      ? (await db.select().from(websiteAdmins).orderBy(asc(websiteAdmins.createdAt)).limit(1))[0]
      : undefined;
  const result = await seedDemoContent(db, { authorId: author?.id ?? null });
  console.info(`seeded ${result.categories} categories and ${result.articles} new articles`);
  await closeDb();
}

main().catch((err) => {
  console.error(`db:seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
