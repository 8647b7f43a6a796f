import { eq } from 'drizzle-orm';
import { POST as setupRoute } from '@/app/api/admin/account/2fa/setup/route';
import { POST as enableRoute } from '@/app/api/admin/account/2fa/enable/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as login2fa } from '@/app/api/websiteadmin/login/2fa/route';
import { websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, awaitRoomInStep, PASSWORD, totpCode } from './support';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

let ipSeq = 0;
const ip = () => ({ 'x-forwarded-for': `10.71.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}` });
const STEP = 30_000;

describe(`TOTP secrets encrypted at rest [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const storedSecret = async (id: string) =>
    (await testDb.get().select().from(websiteAdmins).where(eq(websiteAdmins.id, id)))[0]?.totpSecret ?? null;
  const setStored = (id: string, value: string) =>
    testDb.get().update(websiteAdmins).set({ totpSecret: value }).where(eq(websiteAdmins.id, id));

  /** The password step, then the code step; the second step's status. */
  async function signInWithCode(email: string, code: string): Promise<number> {
    const headers = ip();
    const first = await login(
      jsonRequest('/api/websiteadmin/login', { body: { email, password: PASSWORD }, headers }),
      {},
    );
    const { challenge } = (await first.json()) as { challenge: string };
    expect(challenge).toEqual(expect.any(String));
    return (
      await login2fa(jsonRequest('/api/websiteadmin/login/2fa', { body: { challenge, code }, headers }), {})
    ).status;
  }

  async function enabledAccount(email: string) {
    const account = await accountWithSession(testDb.get(), email);
    const setup = await setupRoute(
      jsonRequest('/x', { method: 'POST', body: {}, headers: account.auth }),
      {},
    );
    const { secret } = (await setup.json()) as { secret: string };
    // Sealed from the start: a secret set up and never confirmed is no less secret.
    const afterSetup = (await storedSecret(account.admin.id)) ?? '';
    await awaitRoomInStep();
    const enable = await enableRoute(
      jsonRequest('/x', {
        method: 'POST',
        body: { code: totpCode(secret, Date.now() - STEP) },
        headers: account.auth,
      }),
      {},
    );
    expect(enable.status).toBe(200);
    return { ...account, secret, afterSetup };
  }

  it('stores the secret sealed (AES-256-GCM), never as the base32 the app shows, and still signs in with its codes', async () => {
    const account = await enabledAccount('sealed@firm.example');
    for (const value of [account.afterSetup, await storedSecret(account.admin.id)]) {
      expect(value).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(value).not.toContain(account.secret);
    }
    const stored = (await storedSecret(account.admin.id)) ?? '';
    expect(stored).not.toContain(account.secret);
    expect(stored.toUpperCase()).not.toContain(account.secret);
    expect(Buffer.from(stored.slice(3), 'base64url').toString('latin1')).not.toContain(account.secret);
    expect(await signInWithCode('sealed@firm.example', totpCode(account.secret))).toBe(200);
  });

  it('keeps a plain secret from before encryption working, and seals it on its first use', async () => {
    const account = await enabledAccount('legacy@firm.example');
    await setStored(account.admin.id, account.secret);
    expect(await signInWithCode('legacy@firm.example', totpCode(account.secret))).toBe(200);
    const stored = (await storedSecret(account.admin.id)) ?? '';
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(account.secret);
    expect(await signInWithCode('legacy@firm.example', totpCode(account.secret, Date.now() + STEP))).toBe(
      200,
    );
  });

  it("refuses codes when the sealed value is another account's or was tampered with (no 500)", async () => {
    const a = await enabledAccount('a@firm.example');
    const b = await enabledAccount('b@firm.example');
    const sealedA = (await storedSecret(a.admin.id)) ?? '';
    // A's sealed secret on B's row does not open: the account id is bound into the ciphertext.
    await setStored(b.admin.id, sealedA);
    expect(await signInWithCode('b@firm.example', totpCode(a.secret))).toBe(401);
    const at = sealedA.length - 2;
    const flipped = sealedA.slice(0, at) + (sealedA[at] === 'A' ? 'B' : 'A') + sealedA.slice(at + 1);
    await setStored(a.admin.id, flipped);
    expect(await signInWithCode('a@firm.example', totpCode(a.secret))).toBe(401);
  });
});
