import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { POST as forgot } from '@/app/api/websiteadmin/forgot-password/route';
import { GET as validate } from '@/app/api/websiteadmin/validate-reset-token/[token]/route';
import { POST as reset } from '@/app/api/websiteadmin/reset-password/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { resetConfigForTests } from '@/lib/config';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { captureLog } from '@/tests/helpers/log-capture';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { contentTypes, resetLinkFrom } from './support/eml';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port (no TLS, no auth), collecting what it receives. */
async function startSmtp(): Promise<{ port: number; inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe(`password recovery over real SMTP [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.SITE_URL = 'https://portal.ailex.example';
    process.env.MAIL_FROM = 'AiLex <no-reply@ailex.example>';
    resetConfigForTests();
    await createAdmin(testDb.get(), {
      email: 'mail@firm.example',
      name: 'Mail Admin',
      password: 'BeforePass1',
    });
  });

  afterAll(async () => {
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.SITE_URL;
    delete process.env.MAIL_FROM;
    resetConfigForTests();
  });

  it('receives the reset mail, follows its link and resets the password', async () => {
    const res = await forgot(
      jsonRequest('/api/websiteadmin/forgot-password', {
        body: { email: 'Mail@Firm.example' },
        headers: { 'x-forwarded-for': '10.8.0.1' },
      }),
      {},
    );
    expect(res.status).toBe(200);
    await settleBackgroundMail();
    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0]!;
    expect(mail.from).toBe('no-reply@ailex.example');
    expect(mail.to).toEqual(['mail@firm.example']);
    expect(contentTypes(mail.raw)).toEqual(expect.arrayContaining(['text/plain', 'text/html']));

    const link = new URL(resetLinkFrom(mail.raw));
    expect(link.origin).toBe('https://portal.ailex.example');
    const token = link.pathname.split('/').pop()!;

    const valid = await validate(
      jsonRequest(`/api/websiteadmin/validate-reset-token/${token}`),
      routeContext({ token }),
    );
    expect(await valid.json()).toMatchObject({ message: 'Resetting password for mail@firm.example' });
    const done = await reset(
      jsonRequest('/api/websiteadmin/reset-password', {
        body: { token, newPassword: 'AfterPass2' },
        headers: { 'x-forwarded-for': '10.8.0.2' },
      }),
      {},
    );
    expect(done.status).toBe(200);
    const signIn = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'mail@firm.example', password: 'AfterPass2' },
        headers: { 'x-forwarded-for': '10.8.0.3' },
      }),
      {},
    );
    expect(signIn.status).toBe(200);
  });

  it('logs a failed delivery without changing the answer to the client', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    resetConfigForTests();
    const logged = captureLog();
    try {
      const res = await forgot(
        jsonRequest('/api/websiteadmin/forgot-password', {
          body: { email: 'mail@firm.example' },
          headers: { 'x-forwarded-for': '10.8.0.4' },
        }),
        {},
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        message: 'If an admin account exists for that email, a password reset link has been sent.',
      });
      await settleBackgroundMail();
      expect(logged.lines()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: '[mail] delivery failed',
          err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED|connect/i) }),
        }),
      );
    } finally {
      logged.restore();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      resetConfigForTests();
    }
  });
});
