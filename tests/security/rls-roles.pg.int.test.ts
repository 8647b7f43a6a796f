import postgres from 'postgres';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();

const ROLES = ['anon', 'authenticated'] as const;
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
    for (const role of ROLES) {
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
});
