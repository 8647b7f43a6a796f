import { sql } from 'drizzle-orm';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

// On Supabase every table in "public" is reachable through the REST API with the anon key unless
// row-level security closes it (supabase/migrations/0002_rls_lockdown.sql). A table added later
// without `ENABLE ROW LEVEL SECURITY` in its migration fails here.
describe(`row-level security on every table [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('has RLS enabled on every table in public, and no policy opening one', async () => {
    const tables = rowsOf<{ relname: string; relrowsecurity: boolean }>(
      await testDb.get().execute(
        sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
      ),
    );
    expect(tables.length).toBeGreaterThanOrEqual(15);
    expect(tables.filter((t) => !t.relrowsecurity).map((t) => t.relname)).toEqual([]);
    const policies = rowsOf<{ tablename: string }>(
      await testDb.get().execute(sql`select tablename from pg_policies where schemaname = 'public'`),
    );
    expect(policies).toEqual([]);
  });

  // Issue 24, point 14: pg_trgm's functions sat in "public", where Supabase's API offers every function
  // as an RPC, and a function is executable by PUBLIC (so by anon) from its creation.
  it('keeps extensions in the schema "extensions", and no function in public or extensions callable by PUBLIC', async () => {
    const db = testDb.get();
    const extensions = rowsOf<{ extname: string; nspname: string }>(
      await db.execute(
        sql`select e.extname, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
              where e.extname <> 'plpgsql' order by e.extname`,
      ),
    );
    expect(extensions).toEqual([
      { extname: 'btree_gin', nspname: 'extensions' },
      { extname: 'pg_trgm', nspname: 'extensions' },
    ]);
    const functions = async () =>
      rowsOf<{ nspname: string; proname: string; public_execute: boolean }>(
        await db.execute(
          sql`select n.nspname, p.proname, has_function_privilege('public', p.oid, 'EXECUTE') as public_execute
                from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                where n.nspname in ('public', 'extensions')`,
        ),
      );
    const before = await functions();
    expect(before.filter((f) => f.nspname === 'public')).toEqual([]);
    expect(before.filter((f) => f.nspname === 'extensions').length).toBeGreaterThan(10);
    expect(before.filter((f) => f.public_execute)).toEqual([]);
    // A function the migrating role creates later starts closed too (its default privileges).
    await db.execute(sql`create function public.rls_probe() returns int language sql as 'select 1'`);
    try {
      expect((await functions()).filter((f) => f.public_execute)).toEqual([]);
    } finally {
      await db.execute(sql`drop function public.rls_probe()`);
    }
  });
});
