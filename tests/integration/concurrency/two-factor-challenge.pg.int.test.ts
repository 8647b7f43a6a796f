import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as login2fa } from '@/app/api/websiteadmin/login/2fa/route';
import { POST as setupRoute } from '@/app/api/admin/account/2fa/setup/route';
import { POST as enableRoute } from '@/app/api/admin/account/2fa/enable/route';
import { jsonRequest } from '@/tests/helpers/http';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession, awaitRoomInStep, PASSWORD, totpCode } from '@/tests/integration/users/support';

requirePostgres();

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/** Issue 36, point 5: a 2FA challenge opens one session, even when two codes race with it. */
describe('a two-factor challenge used twice at once [postgres]', () => {
  const testDb = useTestDatabase();

  it('opens exactly one session when a code and a recovery code arrive together with one challenge', async () => {
    const account = await accountWithSession(testDb.get(), 'race@challenge.example');
    const post = (handler: typeof setupRoute, body: unknown) =>
      handler(jsonRequest('/x', { method: 'POST', body, headers: account.auth }), {});
    const { secret } = (await (await post(setupRoute, {})).json()) as { secret: string };
    await awaitRoomInStep();
    const enabled = await post(enableRoute, { code: totpCode(secret, Date.now() - 30_000) });
    const { recovery_codes: recovery } = (await enabled.json()) as { recovery_codes: string[] };

    const headers = { 'x-forwarded-for': '10.13.0.1' };
    const step = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'race@challenge.example', password: PASSWORD },
        headers,
      }),
      {},
    );
    const { challenge } = (await step.json()) as { challenge: string };
    const code = (c: string) => () =>
      login2fa(jsonRequest('/api/websiteadmin/login/2fa', { body: { challenge, code: c }, headers }), {});

    // Both pass the spent check before either records the challenge as spent.
    const answers = await raceBehindTableLock(testDb.url(), 'spent_two_factor_challenges', [
      code(totpCode(secret)),
      code(recovery[0]!),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});
