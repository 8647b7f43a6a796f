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
});
