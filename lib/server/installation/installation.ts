import 'server-only';
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AppConfig } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { isDemoContentSeeded, seedDemoContent } from './demo-content';
import { countAdmins, findAdminByEmail, generatePassword, ensureAdmin } from '@/lib/server/auth';
import { ensureSourceTranslations } from '@/lib/server/publishing';
import { createMediaStorage, type MediaStorage } from '@/lib/server/media';
import { getLogger } from '@/lib/server/log';

const log = getLogger('startup');

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** Writes a generated admin's credentials where only the owner can read them, and says where once. */
async function writeGeneratedCredentials(dataDir: string, email: string, password: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.resolve(dataDir, 'admin-credentials.txt');
  await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return file;
}

/**
 * The configured admin (ADMIN_EMAIL), or on the embedded default's first start a generated one.
 * Returns the admin that demo content is attributed to, if any.
 */
export async function bootstrapAdmin(db: Db, config: AppConfig): Promise<{ id: string } | undefined> {
  if (config.admin) {
    const { admin, created } = await ensureAdmin(db, config.admin);
    if (created) log.info(`[ailex] created admin ${config.admin.email} from ADMIN_EMAIL`);
    return admin;
  }
  if (config.embedded && (await countAdmins(db)) === 0) {
    const password = generatePassword();
    const { admin } = await ensureAdmin(db, { email: DEFAULT_ADMIN_EMAIL, name: 'Admin', password });
    const file = await writeGeneratedCredentials(config.dataDir, DEFAULT_ADMIN_EMAIL, password);
    log.info(
      `[ailex] created admin ${DEFAULT_ADMIN_EMAIL} with password ${password}\n[ailex] (saved to ${file}; shown only once)`,
    );
    return admin;
  }
  return findAdminByEmail(db, DEFAULT_ADMIN_EMAIL);
}

/** The demo content, then pending translation entries for its published English articles. */
export async function seedDemo(db: Db, authorId: string | null, storage?: MediaStorage) {
  const result = await seedDemoContent(db, { authorId, storage });
  return { ...result, translationEntries: await ensureSourceTranslations(db) };
}

/**
 * Start-up work after the migrations: the admin bootstrap, then on the embedded default's first
 * start the demo content (attributed to that admin).
 */
export async function prepareInstallation(db: Db, config: AppConfig): Promise<void> {
  const author = await bootstrapAdmin(db, config);
  if (config.embedded && config.seedDemo && !(await isDemoContentSeeded(db))) {
    // The storage of the configuration being prepared (its DATA_DIR), which is the running server's.
    const result = await seedDemo(db, author?.id ?? null, createMediaStorage(config));
    log.info(`[ailex] seeded demo content: ${result.categories} categories, ${result.articles} articles`);
  }
}
