import { GET as listArticles } from '@/app/api/admin/blog/articles/route';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { POST as contact } from '@/app/api/public/contact/route';
import { GET as health } from '@/app/api/health/route';
import { openPostgres, setDbForTests, type DbHandle } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { createAdmin, issueSession } from '@/lib/server/auth';
import { jsonRequest } from '@/tests/helpers/http';
import { createPgCluster, type PgCluster } from '@/tests/helpers/pg-cluster';
import { requirePostgres } from '@/tests/helpers/test-db';
import { DB_CONNECT_TIMEOUT_SECONDS } from '@/lib/constants/infrastructure';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

// The test stops the database, so it owns one: a private cluster on a free port, never the shared server.
requirePostgres();

describe('database down, database back (issue 20)', () => {
  let cluster: PgCluster;
  let handle: DbHandle;
  let auth: Record<string, string>;
  let address = 0;
  const ip = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    cluster = await createPgCluster();
    handle = await openPostgres(cluster.url, 3);
    await handle.migrate();
    setDbForTests(handle.db);
    const admin = await createAdmin(handle.db, {
      email: 'outage@firm.example',
      name: 'Olive Outage',
      password: 'Passw0rdX',
    });
    auth = { authorization: `Bearer ${await issueSession(handle.db, admin)}` };
  }, 120_000);

  afterAll(async () => {
    setDbForTests(undefined);
    await handle?.close().catch(() => {});
    cluster?.destroy();
  });

  const signIn = (password: string) =>
    login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email: 'outage@firm.example', password },
        headers: { 'x-forwarded-for': ip() },
      }),
      {},
    );
  const sendContact = () =>
    contact(
      jsonRequest('/api/public/contact', {
        method: 'POST',
        body: { firstName: 'Dana', lastName: 'Down', email: 'dana@firm.example', message: 'Hello' },
        headers: { 'x-forwarded-for': ip(), 'user-agent': 'jest' },
      }),
      {},
    );
  const list = () => listArticles(jsonRequest('/api/admin/blog/articles', { headers: auth }), {});

  it('answers 503 with a JSON error within seconds while the database is stopped, and recovers without a restart', async () => {
    expect((await list()).status).toBe(200);
    expect((await signIn('Passw0rdX')).status).toBe(200);
    expect((await sendContact()).status).toBe(201);

    cluster.stop();

    for (const [name, call] of [
      ['admin read', list],
      ['sign-in', () => signIn('Passw0rdX')],
      ['public form', sendContact],
    ] as const) {
      const started = Date.now();
      const res = await call();
      const elapsed = Date.now() - started;
      expect({ name, status: res.status }).toEqual({ name, status: 503 });
      const body = (await res.json()) as Record<string, unknown>;
      expect(typeof body.error).toBe('string');
      expect(body.error).not.toBe('Invalid credentials');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(elapsed).toBeLessThan(7000);
    }
    const down = await health();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'down', down: ['database'] });

    cluster.start();

    // The pool reconnects by itself, without a restart. A connection attempt that postgres.js began
    // while the database was down may first run out its connect timeout (DB_CONNECT_TIMEOUT_SECONDS),
    // answering one more 503: recovery is bounded by that timeout, then every request succeeds.
    const back = Date.now();
    let status = (await list()).status;
    while (status !== 200 && Date.now() - back < (DB_CONNECT_TIMEOUT_SECONDS + 3) * 1000) {
      expect(status).toBe(503);
      await new Promise((r) => setTimeout(r, 250));
      status = (await list()).status;
    }
    expect(status).toBe(200);
    expect((await signIn('Passw0rdX')).status).toBe(200);
    expect((await sendContact()).status).toBe(201);
    expect((await health()).status).toBe(200);
    // Two messages stored: the one sent during the outage left no partial row.
    expect(await handle.db.$count(contactMessages)).toBe(2);
  }, 120_000);
});
