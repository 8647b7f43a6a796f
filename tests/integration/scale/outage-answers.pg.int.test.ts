import { spawn } from 'node:child_process';
import { ensureScaleBuild, startInstance, type AppInstance } from '@/tests/helpers/app-instance';
import { createPgCluster, type PgCluster } from '@/tests/helpers/pg-cluster';
import { requirePostgres } from '@/tests/helpers/test-db';
import { articlePayload } from '@/tests/helpers/article-payload';

/**
 * A real `next start` over a private PostgreSQL cluster that the test stops and starts (issue 34):
 * start-up says it serves only once it does, a page never rendered answers the 503 page while the
 * database is down, readiness follows the database while liveness does not, and the pool recovers
 * within seconds of the database's return.
 */
requirePostgres();

const SECRET = 'outage-answers-secret-'.padEnd(48, 'x');
const ADMIN = { email: 'outage-admin@example.com', password: 'OutageAdminPass1' };

describe('a real server through a database outage (issue 34)', () => {
  let cluster: PgCluster;
  let app: AppInstance;

  beforeAll(async () => {
    ensureScaleBuild();
    cluster = await createPgCluster();
  }, 900_000);

  afterAll(async () => {
    await app?.stop();
    cluster?.destroy();
  });

  it('never says it serves when start-up fails on an unmigrated database', async () => {
    const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', '0', '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: process.env.SCALE_DIST_DIR ?? '.next-scale',
        DATABASE_URL: cluster.url,
        AUTH_SECRET: SECRET,
        SITE_URL: 'http://127.0.0.1',
        TRUSTED_PROXY_HOPS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(output).toContain('start-up failed: the database is missing');
    expect(output).not.toContain('[ailex] start-up complete');
  }, 60_000);

  it('answers the 503 page for a page never rendered, stays live, and recovers within seconds', async () => {
    const migrate = spawn('npm', ['run', '--silent', 'db:migrate'], {
      env: { ...process.env, DATABASE_URL: cluster.url },
      stdio: 'ignore',
    });
    expect(await new Promise((r) => migrate.on('exit', r))).toBe(0);
    app = await startInstance({
      DATABASE_URL: cluster.url,
      AUTH_SECRET: SECRET,
      SITE_URL: 'http://127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect(app.output()).toContain('[ailex] start-up complete: serving requests');
    expect((await fetch(`${app.origin}/api/health/ready`)).status).toBe(200);

    cluster.stop();
    try {
      const page = await fetch(`${app.origin}/blog/never-rendered-before`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('Temporarily unavailable');
      expect(html).not.toContain('__next_error__');
      expect((await fetch(`${app.origin}/api/health/ready`)).status).toBe(503);
      expect((await fetch(`${app.origin}/api/health/live`)).status).toBe(200);
      expect(await (await fetch(`${app.origin}/api/health`)).json()).toMatchObject({ status: 'down' });
    } finally {
      cluster.start();
    }

    // Back: within a few seconds, 20 page renders in a row succeed, each quickly (no connect timeout).
    const back = Date.now();
    let inARow = 0;
    let failures = 0;
    let slowest = 0;
    for (let i = 0; inARow < 20; i++) {
      const started = Date.now();
      const res = await fetch(`${app.origin}/blog/after-the-outage-${i}`);
      await res.arrayBuffer();
      const took = Date.now() - started;
      if (res.status === 404) {
        inARow++;
        slowest = Math.max(slowest, took);
      } else {
        expect(res.status).toBe(503);
        inARow = 0;
        failures++;
      }
      expect(Date.now() - back).toBeLessThan(10_000);
    }
    expect(failures).toBeLessThanOrEqual(5);
    expect(slowest).toBeLessThan(2_000);
    expect((await fetch(`${app.origin}/api/health/ready`)).status).toBe(200);
    expect(app.output()).not.toContain('CONNECT_TIMEOUT');
  }, 120_000);

  it('serves the last good copy of a page an edit expired just before the outage, and the new one after', async () => {
    const login = await fetch(`${app.origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const article = (title: string) =>
      JSON.stringify(articlePayload(null, { title, slug: 'kept-through-the-outage', status: 'published' }));
    const created = await fetch(`${app.origin}/api/admin/blog/articles`, {
      method: 'POST',
      headers: auth,
      body: article('Before The Outage'),
    });
    expect(created.status).toBe(201);
    const { article: saved } = (await created.json()) as { article: { id: string } };
    const views = ['/blog', '/blog/kept-through-the-outage'];
    for (const view of views) {
      const res = await fetch(`${app.origin}${view}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Before The Outage');
    }

    // The edit expires both pages at once (revalidateTag with expire: 0); the database goes away next.
    const edited = await fetch(`${app.origin}/api/admin/blog/articles/${saved.id}`, {
      method: 'PUT',
      headers: auth,
      body: article('After The Outage'),
    });
    expect(edited.status).toBe(200);
    cluster.stop();
    try {
      for (const view of views) {
        const res = await fetch(`${app.origin}${view}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('Before The Outage');
        expect(html).not.toContain('Temporarily unavailable');
      }
      // A page never rendered still has nothing to stand in for it.
      expect((await fetch(`${app.origin}/blog/never-rendered-either`)).status).toBe(503);
    } finally {
      cluster.start();
    }

    // Back: the copy is not kept as the page; the edit shows within seconds.
    const back = Date.now();
    for (const view of views) {
      for (;;) {
        const res = await fetch(`${app.origin}${view}`);
        const html = await res.text();
        if (res.status === 200 && html.includes('After The Outage')) break;
        expect(Date.now() - back).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 120_000);
});
