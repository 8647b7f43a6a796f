import { createHash } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as logout } from '@/app/api/websiteadmin/logout/route';
import { POST as resetPassword } from '@/app/api/websiteadmin/reset-password/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { getAuthSecret, createAdmin, replaceResetToken } from '@/lib/server/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const EMAIL = 'tokens@firm.example';
const PASSWORD = 'TokensPass1';
const hostile = { sent: 0, serverErrors: 0 };

/** GET /api/admin/verify with a bearer token sent by an attacker; counts it and any 5xx. */
async function verifyHostile(token: string): Promise<number> {
  const res = await verify(
    jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }),
    {},
  );
  hostile.sent += 1;
  if (res.status >= 500) hostile.serverErrors += 1;
  return res.status;
}

async function verifyStatus(token: string): Promise<number> {
  const res = await verify(
    jsonRequest('/api/admin/verify', { headers: { authorization: `Bearer ${token}` } }),
    {},
  );
  return res.status;
}

async function signInToken(password = PASSWORD): Promise<string> {
  const res = await login(jsonRequest('/api/websiteadmin/login', { body: { email: EMAIL, password } }), {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe(`session tokens under attack [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let adminId = '';
  let valid = '';
  let claims: { sub: string; sid: string; sv: number; iss: string };

  beforeAll(async () => {
    adminId = (await createAdmin(testDb.get(), { email: EMAIL, name: 'Tok', password: PASSWORD })).id;
    valid = await signInToken();
    const payload = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as typeof claims;
    claims = { sub: payload.sub, sid: payload.sid, sv: payload.sv, iss: payload.iss };
  });

  afterAll(() => {
    console.info(
      `[security] session tokens: ${hostile.sent} hostile requests, ${hostile.serverErrors} answered 5xx`,
    );
  });

  it('accepts the token a sign-in returned', async () => {
    expect(await verifyStatus(valid)).toBe(200);
  });

  it('refuses forged, alg:none, other-algorithm, exp-less, expired and odd-subject tokens with 401', async () => {
    const secret = await getAuthSecret();
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, alg = 'HS256') =>
      new SignJWT(payload).setProtectedHeader({ alg }).sign(secret);
    const forged = [
      // Signed with another secret.
      await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new Uint8Array(48)),
      new UnsecuredJWT({ ...claims }).setExpirationTime('1h').encode(),
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 3600 })}.`,
      await sign({ ...claims, exp: now + 3600 }, 'HS512'),
      `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ ...claims, exp: now + 3600 })}.${'A'.repeat(342)}`,
      await sign({ ...claims }),
      await sign({ ...claims, exp: now - 10, iat: now - 3600 }),
      await sign({ ...claims, exp: now + 3600, sub: 'not-a-uuid' }),
      await sign({ ...claims, exp: now + 3600, sub: "' or 1=1 --" }),
      await sign({ ...claims, exp: now + 3600, sid: 'not-a-uuid' }),
      await sign({ ...claims, exp: now + 3600, sid: '00000000-0000-4000-8000-000000000000' }),
      await sign({ ...claims, exp: now + 3600, sub: '00000000-0000-4000-8000-000000000000' }),
      await sign({ sub: claims.sub, sv: claims.sv, iss: claims.iss, exp: now + 3600 }),
      await sign({ ...claims, exp: now + 3600, iss: 'someone-else' }),
      await sign({ ...claims, exp: now + 3600, sv: '1' }),
      `${valid}x`,
      valid.split('.').slice(0, 2).join('.') + '.',
      'garbage',
    ];
    for (const token of forged) expect([token, await verifyHostile(token)]).toEqual([token, 401]);
    expect(await verifyStatus(valid)).toBe(200);
  });

  it('ends the session at logout: the same bearer token answers 401, other sessions go on', async () => {
    const other = await signInToken();
    const mine = await signInToken();
    const res = await logout(
      jsonRequest('/api/websiteadmin/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${mine}` },
      }),
      {},
    );
    expect(res.status).toBe(200);
    expect(await verifyHostile(mine)).toBe(401);
    expect(await verifyStatus(other)).toBe(200);
  });

  it('ends every session when the password is reset', async () => {
    const a = await signInToken();
    const b = await signInToken();
    const resetToken = 'R'.repeat(43);
    await replaceResetToken(testDb.get(), {
      adminId,
      tokenHash: createHash('sha256').update(resetToken).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
      now: new Date(),
    });
    const res = await resetPassword(
      jsonRequest('/api/websiteadmin/reset-password', {
        body: { token: resetToken, newPassword: 'NewTokens2' },
      }),
      {},
    );
    expect(res.status).toBe(200);
    expect(await verifyHostile(a)).toBe(401);
    expect(await verifyHostile(b)).toBe(401);
    expect(await verifyHostile(valid)).toBe(401);
    expect(hostile.serverErrors).toBe(0);
  });
});
