import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();

const ROLES = ['anon', 'authenticated'] as const;
/** Stands in for a second role that creates objects in public (on Supabase, supabase_admin). */
const OTHER_CREATOR = 'ailex_test_object_creator';
const SENSITIVE = ['website_admins', 'password_reset_tokens', 'admin_sessions', 'early_access_requests'];

/** Every table in public, as the table owner sees them. */
async function publicTables(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ relname: string }[]>`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`;
  return rows.map((r) => r.relname);
}

/** Runs `query` as `role` (SET ROLE inside a transaction) and returns the error code or the rows. */
async function asRole(
  sql: postgres.Sql,
  role: string,
  query: string,
): Promise<{ code?: string; rows?: number }> {
  try {
    const rows = await sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      return tx.unsafe(query);
    });
    return { rows: rows.length };
  } catch (err) {
    return { code: (err as { code?: string }).code ?? String(err) };
  }
}

// Supabase's roles: the migration revokes their privileges and enables RLS with no policies. The roles
// are cluster-wide, so they are created before the test database is (and its migrations run).
describe('the Supabase API roles against the migrated schema [postgres]', () => {
  beforeAll(async () => {
    const server = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    for (const role of [...ROLES, OTHER_CREATOR]) {
      await server.unsafe(
        `do $$ begin if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$`,
      );
    }
    await server.end();
  });
  const testDb = useTestDatabase();
  let owner: postgres.Sql;
  beforeAll(() => {
    owner = postgres(testDb.url(), { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await owner.end();
  });

  it.each(ROLES)(
    'refuses every select and insert by %s (no privileges after the migration)',
    async (role) => {
      const tables = await publicTables(owner);
      expect(tables).toEqual(expect.arrayContaining(SENSITIVE));
      for (const table of tables) {
        expect([table, await asRole(owner, role, `select * from "${table}" limit 1`)]).toEqual([
          table,
          { code: '42501' },
        ]);
        expect([table, await asRole(owner, role, `insert into "${table}" default values`)]).toEqual([
          table,
          { code: '42501' },
        ]);
      }
    },
  );

  it.each(ROLES)('still shows %s no row and takes no insert when a grant comes back (RLS)', async (role) => {
    // Supabase's own default privileges grant the API roles every table its admin creates; RLS
    // with no policy is the second wall.
    const tables = await publicTables(owner);
    await owner.unsafe(`grant usage on schema public to ${role}`);
    await owner.unsafe(`grant all on all tables in schema public to ${role}`);
    await owner.unsafe(`grant all on all sequences in schema public to ${role}`);
    try {
      await owner`insert into website_admins (email, name, password_hash) values ('rls@firm.example', 'R', 'x')`;
      for (const table of tables) {
        expect([table, await asRole(owner, role, `select * from "${table}"`)]).toEqual([table, { rows: 0 }]);
        expect([table, await asRole(owner, role, `insert into "${table}" default values`)]).toEqual([
          table,
          { code: '42501' },
        ]);
      }
    } finally {
      await owner`delete from website_admins where email = 'rls@firm.example'`;
      await owner.unsafe(`revoke all on all tables in schema public from ${role}`);
      await owner.unsafe(`revoke all on all sequences in schema public from ${role}`);
    }
  });

  /** The functions in public and extensions that `role` may execute (PUBLIC's grants included). */
  async function executable(role: string): Promise<string[]> {
    const rows = await owner<{ fn: string }[]>`
      select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'extensions') and has_function_privilege(${role}, p.oid, 'EXECUTE')`;
    return rows.map((r) => r.fn);
  }

  // Issue 24, point 14.
  it.each(ROLES)(
    "cannot call pg_trgm's functions as %s, even with Supabase's schema grants",
    async (role) => {
      const [functions] = await owner<{ count: number }[]>`
      select count(*)::int as count from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'extensions'`;
      expect(functions?.count).toBeGreaterThan(10);
      expect(await executable(role)).toEqual([]);
      // Supabase grants the API roles usage on both schemas; execution stays closed.
      await owner.unsafe(`grant usage on schema public, extensions to ${role}`);
      try {
        expect(await asRole(owner, role, `select extensions.similarity('a', 'b')`)).toEqual({
          code: '42501',
        });
        expect(await asRole(owner, role, `select extensions.show_trgm('abc')`)).toEqual({ code: '42501' });
        expect(await asRole(owner, role, `select public.similarity('a', 'b')`)).toEqual({ code: '42883' });
      } finally {
        await owner.unsafe(`revoke usage on schema public, extensions from ${role}`);
      }
    },
  );

  it('closes objects created later, by the migrating role and by any other role it can act for', async () => {
    // Another creator whose default privileges open public to the API roles (as Supabase's do), set
    // before the migration runs: the migration's statements are run again, as a deploy would.
    await owner.unsafe(`grant create, usage on schema public to ${OTHER_CREATOR}`);
    for (const kind of ['tables', 'sequences', 'functions']) {
      await owner.unsafe(
        `alter default privileges for role ${OTHER_CREATOR} in schema public grant all on ${kind} to anon, authenticated`,
      );
    }
    const migration = readFileSync(
      path.join(process.cwd(), 'supabase/migrations/0008_extensions_schema.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await owner.unsafe(statement);
    await owner.unsafe(`create table public.later_by_owner (id int)`);
    await owner.unsafe(`create function public.later_by_owner() returns int language sql as 'select 1'`);
    await owner.unsafe(`set role ${OTHER_CREATOR}`);
    await owner.unsafe(`create table public.later_by_other (id serial)`);
    await owner.unsafe(`create function public.later_by_other() returns int language sql as 'select 1'`);
    await owner.unsafe(`reset role`);
    try {
      for (const role of ROLES) {
        const tables = await owner<{ t: string }[]>`
          select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relname like 'later_by_%'
            and has_table_privilege(${role}, c.oid, 'SELECT, INSERT, UPDATE, DELETE')`;
        expect([role, tables]).toEqual([role, []]);
        expect([role, await executable(role)]).toEqual([role, []]);
      }
    } finally {
      await owner.unsafe(`drop table public.later_by_owner, public.later_by_other`);
      await owner.unsafe(`drop function public.later_by_owner(), public.later_by_other()`);
      await owner.unsafe(`drop owned by ${OTHER_CREATOR}`);
    }
  });
});
