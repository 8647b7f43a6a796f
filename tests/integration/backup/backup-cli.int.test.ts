import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createAdmin } from '@/lib/server/auth';
import { openPglite } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/installation';
import { createLocalStorage } from '@/lib/server/media';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=react-server',
      path.join(ROOT, 'scripts', script),
      ...args,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        NODE_ENV: 'test',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        SEED_DEMO: 'false',
        ...env,
      },
      timeout: 120_000,
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function articleCount(dataDir: string): Promise<number> {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(sql`blog_articles`);
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}

/** The commands as an operator runs them, on the embedded default (PGlite in DATA_DIR, images in DATA_DIR/uploads). */
describe('npm run backup:create and backup:restore (issue 37 §4)', () => {
  let dir: string;
  let source: string;
  let target: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ailex-backup-cli-'));
    source = path.join(dir, 'source');
    target = path.join(dir, 'target');
    file = path.join(dir, 'site.ndjson.gz');
    const handle = await openPglite(path.join(source, 'pglite'));
    await handle.migrate();
    const admin = await createAdmin(handle.db, {
      email: 'owner@firm.example',
      name: 'Owner',
      password: 'Passw0rdX',
    });
    await seedDemo(handle.db, admin.id, createLocalStorage(source));
    await handle.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('backup:create writes the archive; secrets need a passphrase from a file or the environment, never an argument', async () => {
    const created = run('backup-create.ts', ['--out', file], { DATA_DIR: source });
    expect(created.out).toMatch(
      /backup written to .*site\.ndjson\.gz: \d+ rows in \d+ tables, 5 images, no secrets/,
    );
    expect(created.status).toBe(0);

    const again = run('backup-create.ts', ['--out', file], { DATA_DIR: source });
    expect(again.out).toMatch(
      /backup:create failed: .*site\.ndjson\.gz exists already: a backup is never overwritten/,
    );
    expect(again.status).toBe(1);

    const noPassphrase = run('backup-create.ts', ['--out', `${file}.2`, '--include-secrets'], {
      DATA_DIR: source,
    });
    expect(noPassphrase.out).toContain(
      '--include-secrets needs a passphrase: --passphrase-file FILE or BACKUP_PASSPHRASE',
    );
    expect(noPassphrase.status).toBe(1);

    const onTheCommandLine = run(
      'backup-create.ts',
      ['--out', `${file}.3`, '--include-secrets', '--passphrase', 'x'],
      {
        DATA_DIR: source,
      },
    );
    expect(onTheCommandLine.out).toMatch(/Unknown option '--passphrase'/);
    expect(onTheCommandLine.status).toBe(1);

    await writeFile(path.join(dir, 'pass'), 'a long passphrase for the backup\n', { mode: 0o600 });
    const sealed = run(
      'backup-create.ts',
      [
        '--out',
        path.join(dir, 'sealed.ndjson.gz'),
        '--include-secrets',
        '--passphrase-file',
        path.join(dir, 'pass'),
      ],
      { DATA_DIR: source },
    );
    expect(sealed.out).toMatch(/secrets sealed with the passphrase/);
    expect(sealed.status).toBe(0);
    expect((await readdir(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('backup:restore migrates an empty install and restores it; a second run needs --replace', async () => {
    const restored = run('backup-restore.ts', [file], { DATA_DIR: target });
    expect(restored.out).toMatch(/restored \d+ rows in \d+ tables and 5 images/);
    expect(restored.status).toBe(0);
    expect(await articleCount(target)).toBe(await articleCount(source));
    expect((await readdir(path.join(target, 'uploads'))).sort()).toEqual(
      (await readdir(path.join(source, 'uploads'))).sort(),
    );

    const refused = run('backup-restore.ts', [file], { DATA_DIR: target });
    expect(refused.out).toMatch(/backup:restore failed: The database is not empty .* use --replace/);
    expect(refused.status).toBe(1);

    const replaced = run('backup-restore.ts', [path.join(dir, 'sealed.ndjson.gz'), '--replace'], {
      DATA_DIR: target,
      BACKUP_PASSPHRASE: 'a long passphrase for the backup',
    });
    expect(replaced.out).toMatch(/restored .* \(app [^,]+, with secrets\)/);
    expect(replaced.status).toBe(0);
  });
});
