import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { MIGRATION_LOCK } from '@/lib/constants/infrastructure';
import { openPostgres, type DbHandle } from '@/lib/server/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/migrate';
import { countPendingMigrations } from '@/lib/server/db/schema-version';
import { requirePostgres } from '@/tests/helpers/test-db';

requirePostgres();

const ROOT = path.resolve(__dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const created: string[] = [];

/** A new database with nothing in it: no migration applied, not even drizzle's own table. */
async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `ailex_miglock_${process.pid}_${Date.now().toString(36)}_${created.length}`;
  await admin.unsafe(`create database "${name}"`);
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function journalLength(): Promise<number> {
  const journal: { entries: unknown[] } = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  return journal.entries.length;
}

/** What the migrations created, and how often each migration was recorded. */
async function schemaOf(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') order by 1`;
    const indexes = await sql<{ name: string }[]>`
      select indexname as name from pg_indexes where schemaname = 'public' order by 1`;
    const [recorded] = await sql<{ rows: number; hashes: number }[]>`
      select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`;
    return { tables: tables.map((t) => t.name), indexes: indexes.map((i) => i.name), recorded };
  } finally {
    await sql.end();
  }
}

/** `npm run db:migrate` as package.json runs it, in a process of its own. */
function runDbMigrate(databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        path.join(ROOT, 'scripts/db-migrate.ts'),
      ],
      {
        cwd: ROOT,
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: databaseUrl,
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two migration runs at once on a fresh database [postgres]', () => {
  let reference: { tables: string[]; indexes: string[] };
  let total: number;

  beforeAll(async () => {
    total = await journalLength();
    // The schema one run alone makes, to compare the concurrent runs' result with.
    const alone = await emptyDatabase();
    const handle = await openPostgres(alone.url, 2);
    try {
      expect(await handle.migrate()).toBe(total);
    } finally {
      await handle.close();
    }
    reference = await schemaOf(alone.url);
  });

  afterAll(async () => {
    for (const name of created) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('applies each migration once over two connection pools (two instances), both succeed, and the schema is complete', async () => {
    const { url } = await emptyDatabase();
    const handles: DbHandle[] = [await openPostgres(url, 2), await openPostgres(url, 2)];
    try {
      const applied = await Promise.all(handles.map((h) => h.migrate()));
      // One run applied all of them; the other waited for the lock, then found none pending.
      expect(applied.sort((a, b) => a - b)).toEqual([0, total]);
      expect(await countPendingMigrations(handles[0]!.db)).toBe(0);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
    const schema = await schemaOf(url);
    expect(schema.recorded).toEqual({ rows: total, hashes: total });
    expect(schema.tables).toEqual(reference.tables);
    expect(schema.indexes).toEqual(reference.indexes);
  });

  it('runs npm run db:migrate in two processes: both wait for the lock a deploy job holds, one applies every migration, the other finds none', async () => {
    const { name, url } = await emptyDatabase();
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    const waitingOnLock = async () => {
      const [row] = await admin<{ waiting: number }[]>`
        select count(*)::int as waiting from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and not l.granted and d.datname = ${name}`;
      return row?.waiting === 2;
    };
    let runs: Promise<{ code: number | null; out: string }>[] = [];
    try {
      await holder.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(hashtext(${MIGRATION_LOCK.key}))`;
        runs = [runDbMigrate(url), runDbMigrate(url)];
        // Both processes started and reached the lock: neither applied anything around it.
        await waitFor(waitingOnLock, 'both db:migrate processes to wait on the migration lock');
        const [pending] = await tx<{ schemas: number }[]>`
          select count(*)::int as schemas from information_schema.schemata where schema_name = 'drizzle'`;
        expect(pending?.schemas).toBe(0);
      });
      const results = await Promise.all(runs);
      for (const r of results) expect(r).toMatchObject({ code: 0 });
      const outputs = results.map((r) => r.out).sort();
      expect(outputs[0]).toMatch(new RegExp(`migrations applied to DATABASE_URL: ${total} applied`));
      expect(outputs[1]).toMatch(
        /migrations applied to DATABASE_URL: none pending, the schema is up to date/,
      );
    } finally {
      await Promise.all(runs);
      await holder.end();
    }
    const schema = await schemaOf(url);
    expect(schema.recorded).toEqual({ rows: total, hashes: total });
    expect(schema.tables).toEqual(reference.tables);
    expect(schema.indexes).toEqual(reference.indexes);
  });
});
