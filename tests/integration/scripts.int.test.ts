import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '@/lib/server/db/client';
import { verifyPassword, findAdminByEmail } from '@/lib/server/auth';
import { createTestDatabase, testDbKind, type TestDatabase } from '@/tests/helpers/test-db';

const ROOT = path.resolve(__dirname, '../..');

function runScript(script: string, args: string[], env: Record<string, string>, input?: string) {
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
      input,
      encoding: 'utf8',
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      timeout: 60_000,
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

// Each test starts one to three tsx processes that migrate a database and hash with bcrypt: on two
// busy cores (CI's parallel workers) one took over the 60 s default.
jest.setTimeout(150_000);

describe(`npm scripts db:migrate and admin:create [${testDbKind()}]`, () => {
  let dataDir: string;
  let target: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ailex-scripts-'));
    if (testDbKind() === 'postgres') {
      target = await createTestDatabase();
      env = { DATABASE_URL: target.url! };
    } else {
      env = { DATA_DIR: dataDir };
    }
  });

  afterAll(async () => {
    await target?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function withDb<T>(fn: (db: TestDatabase['db']) => Promise<T>): Promise<T> {
    if (target) return fn(target.db);
    const handle = await openPglite(path.join(dataDir, 'pglite'));
    try {
      return await fn(handle.db);
    } finally {
      await handle.close();
    }
  }

  it('db:migrate applies the migrations to the configured database', () => {
    const { status, out } = runScript('db-migrate.ts', [], env);
    expect(out).toMatch(/migrations applied/);
    expect(status).toBe(0);
  });

  it('admin:create reads the password from stdin and stores only its bcrypt hash', async () => {
    const { status, out } = runScript(
      'admin-create.ts',
      ['--email', 'Owner@Firm.example', '--name', 'Owner'],
      env,
      'Sup3rSecret\n',
    );
    expect(out).toMatch(/created admin owner@firm\.example/);
    expect(status).toBe(0);
    await withDb(async (db) => {
      const admin = await findAdminByEmail(db, 'owner@firm.example');
      expect(admin?.name).toBe('Owner');
      expect(admin?.passwordHash).not.toContain('Sup3rSecret');
      expect(await verifyPassword('Sup3rSecret', admin?.passwordHash ?? '')).toBe(true);
    });
  });

  it('admin:create refuses a password that breaks the spec.md "Password rules" rules and a duplicate email', async () => {
    const weak = runScript(
      'admin-create.ts',
      ['--email', 'weak@firm.example', '--name', 'Weak'],
      env,
      'alllowercase1\n',
    );
    expect(weak.status).toBe(1);
    expect(weak.out).toMatch(/Password must contain at least one uppercase letter/);
    const first = runScript(
      'admin-create.ts',
      ['--email', 'dup@firm.example', '--name', 'Dup'],
      env,
      'Sup3rSecret\n',
    );
    expect(first.status).toBe(0);
    const dup = runScript(
      'admin-create.ts',
      ['--email', 'DUP@firm.example', '--name', 'Again'],
      env,
      'Sup3rSecret\n',
    );
    expect(dup.status).toBe(1);
    expect(dup.out).toMatch(/already exists/);
    await withDb(async (db) => {
      const rows = await db.execute<{ email: string; name: string }>(
        sql`select email, name from website_admins where email in ('weak@firm.example', 'dup@firm.example')`,
      );
      const list = Array.isArray(rows) ? rows : (rows as { rows: { email: string; name: string }[] }).rows;
      expect(list).toEqual([{ email: 'dup@firm.example', name: 'Dup' }]);
    });
  });

  it('admin:create explains its usage when --email or --name is missing', () => {
    const { status, out } = runScript('admin-create.ts', ['--email', 'x@firm.example'], env, '');
    expect(status).toBe(2);
    expect(out).toMatch(/usage: npm run admin:create -- --email/);
  });
});
