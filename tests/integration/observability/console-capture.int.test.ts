import { sql } from 'drizzle-orm';
import { GET as metrics } from '@/app/api/metrics/route';
import { resetConfigForTests } from '@/lib/config';
import { installConsoleCapture } from '@/lib/server/log';
import { captureLog } from '@/tests/helpers/log-capture';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

// Next and React print a failed render with console.error: under `next start` that becomes one JSON line
// without the query's parameters (instrumentation.ts installs the capture in production). The error here
// is a real one from the test database; the real server's side is logs-and-metrics.int.test.ts.

const PARAM_SECRET = 'param-s3cr3t-value';

describe(`console output as log lines [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  async function failedQuery(): Promise<unknown> {
    try {
      await testDb.get().execute(sql`select ${PARAM_SECRET}::text as leaked, 1 / 0 as boom`);
    } catch (err) {
      return err;
    }
    throw new Error('the query did not fail');
  }

  it('writes a failed query printed with console.error as one JSON line, without its parameters', async () => {
    const err = await failedQuery();
    // What drizzle gives Next: the values are in the message (and so in the stack).
    expect(String((err as Error).message)).toContain(PARAM_SECRET);
    const log = captureLog();
    const undo = installConsoleCapture();
    try {
      console.error(' ⨯', err);
    } finally {
      undo();
      log.restore();
    }
    expect(log.text().trimEnd().split('\n')).toHaveLength(1);
    const [line] = log.lines();
    expect(line).toMatchObject({
      level: 'error',
      component: 'console',
      msg: '⨯',
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: select \$1::text as leaked, 1 \/ 0 as boom$/),
        stack: expect.stringContaining('\n    at '),
        cause: expect.objectContaining({ message: expect.stringContaining('division by zero') }),
      },
    });
    expect(log.text()).not.toContain(PARAM_SECRET);
    expect(log.text()).not.toContain('params:');
  });

  it("strips the parameters from a message that quotes drizzle's error as text", async () => {
    const err = (await failedQuery()) as Error;
    const log = captureLog();
    const undo = installConsoleCapture();
    try {
      console.warn(`render failed: ${err.message}`);
      console.info('ready', { port: 3000 });
    } finally {
      undo();
      log.restore();
    }
    const lines = log.lines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: expect.stringMatching(/^render failed: Failed query: /),
    });
    expect(lines[1]).toMatchObject({ level: 'info', msg: 'ready { port: 3000 }' });
    expect(log.text()).not.toContain(PARAM_SECRET);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const saved = process.env.METRICS_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
    resetConfigForTests();
  });

  it('answers 404, whatever the request carries', async () => {
    delete process.env.METRICS_TOKEN;
    resetConfigForTests();
    for (const headers of [
      new Headers(),
      new Headers({ Authorization: 'Bearer anything-at-all-0123456789abcdef0123' }),
    ]) {
      const res = await metrics(new Request('http://localhost/api/metrics', { headers }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 401 to a wrong token and 200 to the right one once it is set', async () => {
    process.env.METRICS_TOKEN = 'right-token-0123456789abcdef0123456789';
    resetConfigForTests();
    const wrong = await metrics(
      new Request('http://localhost/api/metrics', { headers: { Authorization: 'Bearer wrong-token' } }),
    );
    expect(wrong.status).toBe(401);
    const right = await metrics(
      new Request('http://localhost/api/metrics', {
        headers: { Authorization: 'Bearer right-token-0123456789abcdef0123456789' },
      }),
    );
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('ailex_db_operations_in_flight');
  });
});
