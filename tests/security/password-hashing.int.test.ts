import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin, hashPassword, verifyPassword } from '@/lib/server/auth';
import { websiteAdmins } from '@/lib/server/db/schema';
import { BCRYPT_COST } from '@/lib/constants/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Issue 36 point 4: bcrypt runs in worker threads (docs/adr/0097), so a password check never holds the
 * event loop, and every hash stored before the change (bcryptjs on the request thread, `$2a$` and `$2b$`)
 * still signs in.
 */
describe(`password hashing off the request thread [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let address = 0;
  const signIn = (email: string, password: string) =>
    login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': `10.36.40.${++address}` },
      }),
      {},
    );

  it.each(['$2b$', '$2a$'])(
    'signs in with a %s hash stored by bcryptjs before the change',
    async (prefix) => {
      const email = `old-${prefix.slice(1, 3)}@hash.example`;
      // Created with a new hash, which the lines below replace with one bcryptjs wrote for '0ldHashPass'.
      const admin = await createAdmin(testDb.get(), { email, name: 'Old hash', password: 'Overwritten1' });
      // What bcryptjs wrote on the request thread: $2b$ (its default), or $2a$ (older bcryptjs and the seeds).
      const stored = bcrypt.hashSync('0ldHashPass', BCRYPT_COST).replace(/^\$2b\$/, prefix);
      expect(stored.startsWith(`${prefix}${BCRYPT_COST}$`)).toBe(true);
      await testDb
        .get()
        .update(websiteAdmins)
        .set({ passwordHash: stored })
        .where(eq(websiteAdmins.id, admin.id));
      expect((await signIn(email, '0ldHashPass')).status).toBe(200);
      expect((await signIn(email, '0ldHashPasS')).status).toBe(401);
    },
  );

  it('writes hashes at BCRYPT_COST that bcryptjs itself verifies', async () => {
    const hash = await hashPassword('N3wHashPass');
    expect(hash).toMatch(new RegExp(`^\\$2[ab]\\$${BCRYPT_COST}\\$`));
    expect(bcrypt.compareSync('N3wHashPass', hash)).toBe(true);
    expect(await verifyPassword('N3wHashPass', hash)).toBe(true);
    expect(await verifyPassword('N3wHashPasS', hash)).toBe(false);
    // A stored value that is no bcrypt hash is a wrong password, not an error.
    expect(await verifyPassword('N3wHashPass', 'not-a-hash')).toBe(false);
  });

  it('leaves the event loop idle while it compares (event-loop utilisation, not wall time)', async () => {
    const hash = bcrypt.hashSync('EluPass1', BCRYPT_COST);
    await verifyPassword('warm-up', hash);
    const start = performance.eventLoopUtilization();
    await Promise.all([verifyPassword('EluPass1', hash), verifyPassword('EluPass2', hash)]);
    const used = performance.eventLoopUtilization(start);
    // bcryptjs on this thread keeps it busy nearly all the time (about 0.95 measured); in a worker the loop
    // only waits for the answers.
    expect(used.utilization).toBeLessThan(0.3);
  });
});
