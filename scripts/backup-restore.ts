// npm run backup:restore -- FILE [--replace] [--passphrase-file FILE]   (docs/backup-format.md)
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { readPassphrase, restoreBackupFile } from '@/lib/server/backup';
import { createMediaStorage } from '@/lib/server/media';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      'passphrase-file': { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new Error('give one backup file: npm run backup:restore -- FILE [--replace]');
  const config = getConfig();
  const handle = await getDbHandle();
  try {
    const applied = await handle.migrate();
    if (applied > 0) console.info(`${applied} migrations applied`);
    const summary = await restoreBackupFile(handle.db, createMediaStorage(config), file, {
      replace: values.replace,
      passphrase: await readPassphrase(values['passphrase-file']),
    });
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.info(
      `restored ${rows} rows in ${Object.keys(summary.rows).length} tables and ${summary.images} images ` +
        `from a backup of ${summary.manifest.createdAt} (app ${summary.manifest.appVersion}, ` +
        `${summary.manifest.includesSecrets ? 'with secrets' : 'without secrets: accounts sign in again after a password reset'}). ` +
        'Restart the servers: their caches belong to the old content.',
    );
  } finally {
    await closeDb();
  }
}

main().catch((err: unknown) => {
  console.error(`backup:restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
