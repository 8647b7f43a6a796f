import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// A save revalidates the public pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { resetConfigForTests } from '@/lib/config';
import { GET, PATCH } from '@/app/api/admin/settings/route';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';

// The site settings are one app_meta row that a PATCH reads, changes and writes back (docs/adr/0106):
// two admins saving different settings at the same instant must both keep theirs. PGlite runs one
// transaction at a time, so this only means something on PostgreSQL.
requirePostgres();
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe('two admins saving System Settings at the same instant', () => {
  const testDb = useTestDatabase();

  it('keeps both changes: the second save waits for the first instead of writing over it', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const first = (await accountWithSession(testDb.get(), 'settings-first@firm.example')).auth;
    const second = (await accountWithSession(testDb.get(), 'settings-second@firm.example')).auth;
    const patch = (auth: Record<string, string>, body: unknown) => async () =>
      (
        await PATCH(
          jsonRequest('/api/admin/settings', { method: 'PATCH', body, headers: auth }),
          routeContext({}),
        )
      ).status;
    for (let round = 0; round < 3; round++) {
      const statuses = await raceBehindTableLock(testDb.url(), 'app_meta', [
        patch(first, { contact_phone: `+1 512 555 010${round}` }),
        patch(second, { contact_email: `round${round}@firm.example` }),
      ]);
      expect(statuses).toEqual([200, 200]);
      const res = await GET(jsonRequest('/api/admin/settings', { headers: first }), routeContext({}));
      const { settings } = await res.json();
      expect(settings.contact_phone).toBe(`+1 512 555 010${round}`);
      expect(settings.contact_email).toBe(`round${round}@firm.example`);
    }
  });
});
