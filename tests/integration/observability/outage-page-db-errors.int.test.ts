import http from 'node:http';
import { withDb } from '@/lib/server/db/client';
import { installOutagePage } from '@/lib/server/http/outage-page';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

/*
 * A page whose render failed because a database connection could not be had is an outage for its
 * visitor even when the database answers the guard's ping a moment later (a connection attempt that
 * timed out under load, the pool still reconnecting after a restart): the 503 page, not Next's 500.
 * The scale-out bench saw six such 500s with Redis down just after PostgreSQL's restart.
 */

const connectTimeout = () =>
  Object.assign(new Error('write CONNECT_TIMEOUT 127.0.0.1:5432'), { code: 'CONNECT_TIMEOUT' });

describe(`the outage guard and the pages' database reads [${testDbKind()}]`, () => {
  useTestDatabase();
  let undo: () => void;
  let server: http.Server;
  let base: string;
  // What the page's read throws this time.
  let failure: () => Error;

  beforeAll(async () => {
    // The database answers every ping: only the read itself failed.
    undo = installOutagePage(async () => true);
    const read = withDb(async () => {
      throw failure();
    });
    server = http.createServer((_req, res) => {
      void read().catch(() => {
        // As Next answers a render that threw.
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end('<html>Internal Server Error</html>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    undo();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 503 with Retry-After when the read found no connection', async () => {
    failure = connectTimeout;
    const res = await fetch(`${base}/blog/never-served-here`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect(await res.text()).toContain('Temporarily unavailable');
  });

  it('leaves a 500 of any other failure as it was', async () => {
    failure = () => new Error('a bug, not the database');
    const res = await fetch(`${base}/blog/never-served-here`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('<html>Internal Server Error</html>');
  });
});
