import { randomBytes } from 'node:crypto';
import { POST as forgotPassword } from '@/app/api/websiteadmin/forgot-password/route';
import { GET as validateResetToken } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { POST as resetPassword } from '@/app/api/websiteadmin/reset-password/route';
import { createAdmin } from '@/lib/server/auth';
import { RESET_TOKEN_CHECKS_PER_ADDRESS } from '@/lib/constants/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const guess = () => randomBytes(32).toString('base64url');

/** Issue 24, point 8: guessing reset tokens is limited per address, like sign-in. */
describe(`reset-token guessing is rate limited per address [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-reset-guess-outbox-');

  const validate = (token: string, ip: string) =>
    validateResetToken(
      jsonRequest(`/api/websiteadmin/validate-reset-token/${token}`, { headers: { 'x-forwarded-for': ip } }),
      routeContext({ token }),
    );
  const reset = (token: string, ip: string) =>
    resetPassword(
      jsonRequest('/api/websiteadmin/reset-password', {
        body: { token, newPassword: 'BrandNew123' },
        headers: { 'x-forwarded-for': ip },
      }),
      {},
    );

  async function mailedToken(email: string): Promise<string> {
    await forgotPassword(jsonRequest('/api/websiteadmin/forgot-password', { body: { email } }), {});
    await settleBackgroundMail();
    const mail = (await outbox.messages()).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
    const token = mail
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/reset-password\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error('no reset link mailed');
    return token;
  }

  it('answers 429 with Retry-After to validate-reset-token after a few wrong tokens from one address', async () => {
    const ip = '10.81.0.1';
    for (let i = 0; i < RESET_TOKEN_CHECKS_PER_ADDRESS; i++) {
      const res = await validate(guess(), ip);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid or expired reset token' });
    }
    const refused = await validate(guess(), ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many reset link attempts. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await validate(guess(), '10.81.0.2')).status).toBe(400);
  });

  it('answers 429 to wrong tokens past the limit, counting validate and reset together, but never refuses a live link', async () => {
    await createAdmin(testDb.get(), { email: 'guessed@reset.example', name: 'G', password: 'RightPass1' });
    const real = await mailedToken('guessed@reset.example');
    const ip = '10.82.0.1';
    for (let i = 0; i < RESET_TOKEN_CHECKS_PER_ADDRESS; i++) {
      const res = i % 2 ? await validate(guess(), ip) : await reset(guess(), ip);
      expect(res.status).toBe(400);
    }
    const refused = await reset(guess(), ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe('Too many reset link attempts. Please try again later.');
    // The live link works from that same address (with TRUSTED_PROXY_HOPS=0 it is everyone's): a live
    // token is its own proof, and its 256 bits, not the limit, are what defeat guessing (ADR 0095).
    expect((await validate(real, ip)).status).toBe(200);
    const owner = await reset(real, ip);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ success: true, message: 'Password reset successfully' });
    // Spent: now it is a wrong token like any other.
    expect((await reset(real, ip)).status).toBe(429);
  });
});
