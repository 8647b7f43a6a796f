import { isTransactionPooler } from '@/lib/server/db/client';

describe('isTransactionPooler', () => {
  it('recognises Supabase transaction pooler and pgbouncer URLs', () => {
    expect(isTransactionPooler('postgres://u:p@aws-0-eu.pooler.supabase.com:6543/postgres')).toBe(true);
    expect(isTransactionPooler('postgres://u:p@db.example:5432/app?pgbouncer=true')).toBe(true);
  });

  it('keeps prepared statements on a direct or session connection', () => {
    expect(isTransactionPooler('postgres://u:p@db.example:5432/app')).toBe(false);
    expect(isTransactionPooler('postgres://u:p@aws-0-eu.pooler.supabase.com:5432/postgres')).toBe(false);
  });
});
