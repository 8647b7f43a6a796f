import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureScaleBuild, startInstance, type AppInstance } from '@/tests/helpers/app-instance';

// Issue 34, items 5 and 6, on a real `next start` of the production build: the request hook and the
// console capture live in the server (instrumentation.ts), so only a real server shows what it prints.

jest.setTimeout(300_000);

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
const ADMIN_EMAIL = 'owner@firm.example';
const QUERY_SECRET = 'query-token-s3cr3t-value';
const BODY_SECRET = 'body-password-s3cr3t-value';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('logs and metrics of a running server', () => {
  let app: AppInstance;
  let dataDir: string;
  /** Output before this offset is Next's banner, printed before instrumentation runs. */
  let startOffset: number;

  beforeAll(async () => {
    ensureScaleBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ailex-observe-'));
    app = await startInstance({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'observe-secret-'.padEnd(48, 'x'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'Owner-password-1234',
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    });
    startOffset = app.output().indexOf('{');
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every line the server wrote since it started logging, parsed: a line that is not JSON fails here. */
  const logLines = () =>
    app
      .output()
      .slice(startOffset)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** Waits for the access line of a request (written when its answer has ended). */
  async function accessLine(requestId: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 50; i++) {
      const line = logLines().find((l) => l.msg === 'request' && l.requestId === requestId);
      if (line) return line;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no access line for ${requestId}`);
  }

  it('writes one access line per request as JSON, with a request id it answers, and no query string', async () => {
    const res = await fetch(`${app.origin}/?token=${QUERY_SECRET}&utm_source=x`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(UUID);
    const line = await accessLine(requestId);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/', status: 200, component: 'http' });
    expect(typeof line.time).toBe('string');
    expect(typeof line.ms).toBe('number');
  });

  it("keeps a proxy's request id and replaces one that is not an id", async () => {
    const kept = await fetch(`${app.origin}/api/health`, {
      headers: { 'X-Request-Id': 'nginx-0123456789abcdef' },
    });
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    expect(await accessLine('nginx-0123456789abcdef')).toMatchObject({ path: '/api/health', status: 200 });
    const replaced = await fetch(`${app.origin}/api/health`, { headers: { 'X-Request-Id': 'a b"}{' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('gives every line logged while answering a request that request id', async () => {
    // Without SMTP_URL the reset mail is written to the outbox and logged, after the answer (after()).
    const res = await fetch(`${app.origin}/api/websiteadmin/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    await accessLine(requestId ?? '');
    let mailLine: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !mailLine; i++) {
      mailLine = logLines().find((l) => String(l.msg).includes('reset email for'));
      if (!mailLine) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mailLine).toMatchObject({ requestId, component: 'auth' });
  });

  it('never writes a query string or a request body, not even of a failed sign-in', async () => {
    const res = await fetch(`${app.origin}/api/websiteadmin/login?token=${QUERY_SECRET}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: BODY_SECRET }),
    });
    expect(res.status).toBe(401);
    expect(await accessLine(res.headers.get('x-request-id') ?? '')).toMatchObject({
      method: 'POST',
      path: '/api/websiteadmin/login',
      status: 401,
    });
    const output = app.output();
    expect(output).not.toContain(QUERY_SECRET);
    expect(output).not.toContain(BODY_SECRET);
    // And what was logged since the start is all JSON (logLines throws otherwise).
    expect(logLines().length).toBeGreaterThan(3);
  });

  it('names a token in the path :token in the access line', async () => {
    const res = await fetch(`${app.origin}/api/websiteadmin/validate-reset-token/path-token-s3cr3t`);
    const line = await accessLine(res.headers.get('x-request-id') ?? '');
    expect(line.path).toBe('/api/websiteadmin/validate-reset-token/:token');
    expect(app.output()).not.toContain('path-token-s3cr3t');
  });

  async function scrape(authorization?: string): Promise<Response> {
    return fetch(`${app.origin}/api/metrics`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
  }

  function sample(text: string, series: string): number {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  it('refuses the metrics without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
    ]) {
      const res = await scrape(authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('ailex_');
    }
  });

  it('serves the metrics in Prometheus text format with the token, counting the requests made', async () => {
    const before = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const series = 'ailex_http_requests_total{group="public_api",status_class="4xx"}';
    const countBefore = sample(await before.text(), series);
    // A public form with an empty body: a 400.
    const refused = await fetch(`${app.origin}/api/public/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    await accessLine(refused.headers.get('x-request-id') ?? '');
    const after = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
    expect(sample(after, series)).toBe(countBefore + 1);
    for (const name of [
      'ailex_http_request_duration_seconds_bucket',
      'ailex_cache_lookups_total',
      'ailex_db_operations_in_flight',
      'ailex_db_pool_max_connections{driver="pglite"} 1',
      'ailex_sanitizer_queue_length{pool="save"}',
      'ailex_mail_outbox_messages',
      'ailex_mail_deliveries_in_flight',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(after).toContain(name);
    }
    // The reset mail of the test above is in the outbox.
    expect(sample(after, 'ailex_mail_outbox_messages')).toBeGreaterThanOrEqual(1);
  });
});
