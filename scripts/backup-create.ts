// npm run backup:create -- --out FILE [--include-secrets] [--passphrase-file FILE]   (docs/backup-format.md)
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { closeDb, getDbHandle } from '@/lib/server/db/client';
import { assertStrongPassphrase, readPassphrase, writeBackup } from '@/lib/server/backup';
import { createMediaStorage } from '@/lib/server/media';

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'include-secrets': { type: 'boolean', default: false },
      'passphrase-file': { type: 'string' },
    },
  });
  if (!values.out) throw new Error('--out FILE is required');
  // Written to FILE.partial, then renamed: the rename would replace an older backup of that name.
  if (existsSync(values.out)) throw new Error(`${values.out} exists already: a backup is never overwritten`);
  let passphrase: string | undefined;
  if (values['include-secrets']) {
    passphrase = await readPassphrase(values['passphrase-file']);
    if (!passphrase) {
      throw new Error('--include-secrets needs a passphrase: --passphrase-file FILE or BACKUP_PASSPHRASE');
    }
    assertStrongPassphrase(passphrase);
  }
  const config = getConfig();
  const handle = await getDbHandle();
  // The archive records the schema version of this build: the database must be at it.
  await handle.migrate();
  const partial = `${values.out}.partial`;
  const started = Date.now();
  try {
    // 'wx': a partial file left by another run at once is not written into.
    const summary = await writeBackup(
      handle.db,
      createMediaStorage(config),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      {
        passphrase,
      },
    );
    await rename(partial, values.out);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.info(
      `backup written to ${values.out}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${summary.images} images, ` +
        `${summary.includesSecrets ? 'secrets sealed with the passphrase' : 'no secrets'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await closeDb();
  }
}

main().catch((err: unknown) => {
  console.error(`backup:create failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
