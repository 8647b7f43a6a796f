import { Worker } from 'node:worker_threads';
import type { Logger } from 'drizzle-orm';
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { createAdmin } from '@/lib/server/auth';
import { setDbForTests } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { jsonRequest } from '@/tests/helpers/http';
import { createTestDatabase, testDbKind, type TestDatabase } from '@/tests/helpers/test-db';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(60_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * Issue 24, point 9: a wrong password for a known email and any password for an unknown email must do
 * the same work, or the answer time tells which emails are admins. Rather than timing (flaky on a busy
 * machine), this counts the work through real seams: every SQL statement the database driver runs
 * (drizzle's query logger on the test database's own client) and every bcrypt comparison handed to the
 * password hasher's worker threads (docs/adr/0097).
 */
const isCompare = (message: unknown) =>
  typeof message === 'object' && message !== null && 'op' in message && message.op === 'compare';

describe(`sign-in does the same work for known and unknown emails [${testDbKind()}]`, () => {
  let testDb: TestDatabase;
  let statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // A second query layer over the same connection, with a logger: the app's code runs unchanged on it.
    const client = (testDb.db as unknown as { $client: unknown }).$client;
    const counting =
      testDb.kind === 'pglite'
        ? (await import('drizzle-orm/pglite')).drizzle(client as never, { schema, logger })
        : (await import('drizzle-orm/postgres-js')).drizzle(client as never, { schema, logger });
    setDbForTests(counting);
    await createAdmin(testDb.db, { email: 'known@timing.example', name: 'Known', password: 'RightPass1' });
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await testDb.close();
  });

  let address = 0;
  async function work(email: string) {
    statements = [];
    const posted = jest.spyOn(Worker.prototype, 'postMessage');
    // The rate limiter trims old events on 2% of its calls, at random and before the account is looked
    // up: the same chance on both paths, but a draw that differs between two calls made one CI run fail.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const res = await login(
        jsonRequest('/api/websiteadmin/login', {
          body: { email, password: 'Wrong-guess-1' },
          headers: { 'x-forwarded-for': `10.44.0.${++address}` },
        }),
        {},
      );
      expect(res.status).toBe(401);
      const compares = posted.mock.calls.filter(([message]: unknown[]) => isCompare(message));
      return { sql: statements, compares: compares.length };
    } finally {
      random.mockRestore();
      posted.mockRestore();
    }
  }

  it('runs the same SQL statements and one bcrypt comparison on both paths', async () => {
    // Warm up: the unknown-email path hashes its stand-in password once per process.
    await work('warmup@timing.example');
    for (let round = 0; round < 3; round++) {
      const known = await work('known@timing.example');
      const unknown = await work(`nobody${round}@timing.example`);
      expect(known.compares).toBe(1);
      expect(unknown.compares).toBe(1);
      expect(unknown.sql).toEqual(known.sql);
    }
  });
});
