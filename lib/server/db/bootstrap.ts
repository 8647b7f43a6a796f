import 'server-only';
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AppConfig } from '@/lib/config';
import type { Db } from './client';
import { runMigrations } from './migrate';
import { isDemoContentSeeded, seedDemoContent } from './seed';
import { countAdmins, ensureAdmin } from '@/lib/server/services/admin-accounts';
import { findAdminByEmail } from '@/lib/server/repositories/admins';
import { generatePassword } from '@/lib/server/auth/password';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** Writes a generated admin's credentials where only the owner can read them, and says where once. */
async function writeGeneratedCredentials(dataDir: string, email: string, password: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.resolve(dataDir, 'admin-credentials.txt');
  await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return file;
}

/**
 * Start-up work on the database: migrations (embedded default only), the configured admin,
 * and on the embedded default's first start a generated admin and the demo content.
 */
export async function prepareDatabase(db: Db, config: AppConfig): Promise<void> {
  if (config.embedded) await runMigrations(db);

  if (config.admin) {
    const { created } = await ensureAdmin(db, config.admin);
    if (created) console.info(`[ailex] created admin ${config.admin.email} from ADMIN_EMAIL`);
  } else if (config.embedded && (await countAdmins(db)) === 0) {
    const password = generatePassword();
    await ensureAdmin(db, { email: DEFAULT_ADMIN_EMAIL, name: 'Admin', password });
    const file = await writeGeneratedCredentials(config.dataDir, DEFAULT_ADMIN_EMAIL, password);
    console.info(
      `[ailex] created admin ${DEFAULT_ADMIN_EMAIL} with password ${password}\n[ailex] (saved to ${file}; shown only once)`,
    );
  }

  if (config.embedded && config.seedDemo && !(await isDemoContentSeeded(db))) {
    const author = config.admin
      ? await findAdminByEmail(db, config.admin.email)
      : await findAdminByEmail(db, DEFAULT_ADMIN_EMAIL);
    const result = await seedDemoContent(db, { authorId: author?.id ?? null });
    console.info(`[ailex] seeded demo content: ${result.categories} categories, ${result.articles} articles`);
  }
}
