import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/config';
import { GET } from '@/app/api/admin/settings/integrations/route';
import { POST as test } from '@/app/api/admin/settings/integrations/[name]/test/route';
import { createLocalStorage, setMediaStorageForTests, type MediaStorage } from '@/lib/server/media';
import { closeRedisHealthClient } from '@/lib/server/cache/redis-health';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';
import {
  startDeeplStandIn,
  STAND_IN_KEY,
  type DeeplStandIn,
} from '@/tests/integration/translations/deepl-stand-in';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const URL_ = '/api/admin/settings/integrations';
const statuses = (auth: Record<string, string>) =>
  GET(jsonRequest(URL_, { headers: auth }), routeContext({}));
const run = (auth: Record<string, string>, name: string) =>
  test(jsonRequest(`${URL_}/${name}/test`, { method: 'POST', headers: auth }), routeContext({ name }));

const ENV = ['SMTP_URL', 'DEEPL_API_KEY', 'DEEPL_API_URL', 'REDIS_URL'] as const;

describe(`System Settings' integrations: status and tests [${testDbKind()}] (issue 37)`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-integrations-outbox-');
  const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let deepl: DeeplStandIn;

  beforeAll(async () => {
    admin = (await accountWithSession(testDb.get(), 'integrations-admin@firm.example')).auth;
    editor = (await accountWithSession(testDb.get(), 'integrations-editor@firm.example', 'editor')).auth;
    deepl = await startDeeplStandIn();
  });
  beforeEach(() => {
    for (const key of ENV) delete process.env[key];
    resetConfigForTests();
  });
  afterAll(async () => {
    for (const key of ENV) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfigForTests();
    await deepl.close();
    await closeRedisHealthClient();
  });

  it('says how each integration is set up, without a secret, to admins only', async () => {
    process.env.DEEPL_API_KEY = STAND_IN_KEY;
    resetConfigForTests();
    const res = await statuses(admin);
    expect(res.status).toBe(200);
    const { integrations } = await res.json();
    expect(integrations.map((i: { name: string }) => i.name)).toEqual(['smtp', 'deepl', 'storage', 'redis']);
    expect(integrations).toEqual([
      expect.objectContaining({
        name: 'smtp',
        configured: false,
        variable: 'SMTP_URL',
        status: expect.stringContaining('outbox'),
      }),
      expect.objectContaining({
        name: 'deepl',
        configured: true,
        status: expect.stringContaining('free plan'),
      }),
      expect.objectContaining({
        name: 'storage',
        configured: false,
        status: expect.stringContaining('disk'),
      }),
      expect.objectContaining({ name: 'redis', configured: false }),
    ]);
    expect(JSON.stringify(integrations)).not.toContain(STAND_IN_KEY);
    expect((await statuses(editor)).status).toBe(403);
    expect((await run(editor, 'storage')).status).toBe(403);
  });

  it('sends a test email to the admin who asks (the outbox without SMTP)', async () => {
    const before = (await outbox.messages()).length;
    const res = await run(admin, 'smtp');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message:
        'No SMTP server: the test email to integrations-admin@firm.example was written to DATA_DIR/outbox',
    });
    const messages = await outbox.messages();
    expect(messages.length).toBe(before + 1);
    expect(messages.at(-1)).toContain('To: integrations-admin@firm.example');
    expect(messages.at(-1)).toContain('Subject: AiLex test email');
  });

  it('says so when the SMTP server refuses, as an answer rather than an error', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetConfigForTests();
    const res = await run(admin, 'smtp');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/^The SMTP server refused the test email: /);
  });

  it("gives DeepL's quota left, and its refusal of a wrong key", async () => {
    expect(await (await run(admin, 'deepl')).json()).toEqual({
      ok: false,
      message: 'DEEPL_API_KEY is not set',
    });
    process.env.DEEPL_API_KEY = STAND_IN_KEY;
    process.env.DEEPL_API_URL = deepl.url;
    resetConfigForTests();
    expect(await (await run(admin, 'deepl')).json()).toEqual({
      ok: true,
      message: '376,544 characters left of 500,000 this period',
    });
    process.env.DEEPL_API_KEY = 'wrong-key:fx';
    resetConfigForTests();
    const refused = await (await run(admin, 'deepl')).json();
    expect(refused).toEqual({ ok: false, message: 'DeepL did not answer: DeepL answered 403' });
  });

  it('writes a probe file to storage, reads the same bytes back, and leaves nothing behind', async () => {
    const res = await run(admin, 'storage');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: 'Wrote a probe file and read the same 68 bytes back',
    });
    const uploads = await readdir(path.join(process.env.DATA_DIR ?? '', 'uploads')).catch(() => []);
    expect(uploads.filter((n) => n.startsWith('storage-probe-'))).toEqual([]);

    // Storage that accepts the write but loses the file: the test says so.
    const real = createLocalStorage(process.env.DATA_DIR ?? '');
    const losing: MediaStorage = { ...real, kind: 'local', put: async () => undefined };
    setMediaStorageForTests(losing);
    try {
      expect((await (await run(admin, 'storage')).json()).ok).toBe(false);
    } finally {
      setMediaStorageForTests(undefined);
    }
  });

  it('pings Redis when it is set up, and says when it does not answer', async () => {
    expect(await (await run(admin, 'redis')).json()).toEqual({ ok: false, message: 'REDIS_URL is not set' });
    process.env.REDIS_URL = 'redis://127.0.0.1:6379/11';
    resetConfigForTests();
    expect(await (await run(admin, 'redis')).json()).toEqual({ ok: true, message: 'Redis answered PING' });
    await closeRedisHealthClient();
    process.env.REDIS_URL = 'redis://127.0.0.1:1/0';
    resetConfigForTests();
    expect(await (await run(admin, 'redis')).json()).toEqual({
      ok: false,
      message: 'Redis did not answer PING within a second',
    });
    await closeRedisHealthClient();
  });

  it('answers 404 for an integration it does not know', async () => {
    const res = await run(admin, 'ftp');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such integration' });
    expect((await run(admin, '%00')).status).toBeGreaterThanOrEqual(400);
  });
});
