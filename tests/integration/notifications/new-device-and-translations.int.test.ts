import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// Publishing an article revalidates pages through next/cache (see the recorder).
jest.mock('next/cache', () => nextCacheStandIn);
import { POST as login } from '@/app/api/websiteadmin/login/route';
import { eq } from 'drizzle-orm';
import { resetConfigForTests } from '@/lib/config';
import { notificationPreferences, websiteAdmins } from '@/lib/server/db/schema';
import { captureLog } from '@/tests/helpers/log-capture';
import { createAdmin } from '@/lib/server/auth';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, postArticle } from '@/tests/integration/blog/admin-article-api';
import {
  startDeeplStandIn,
  STAND_IN_KEY,
  type DeeplStandIn,
} from '@/tests/integration/translations/deepl-stand-in';
import { accountWithSession } from '@/tests/integration/users/support';
import { choose, digestItemsOf, outboxFrom } from './support';

// bcrypt at cost 12 makes each sign-in take a few hundred ms on a busy machine.
jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;

describe(`team notifications at sign-in and machine translation [${testDbKind()}] (issue 39, ADR 0112)`, () => {
  const testDb = useTestDatabase();
  const sent = outboxFrom(useMailOutbox('ailex-team-notifications-device-'));
  const mailOf = async (step: () => Promise<unknown>) => {
    await sent.mark();
    await step();
    await settleBackgroundMail();
    return sent.since();
  };
  const signIn = async (email: string, userAgent: string) => {
    const res = await login(
      jsonRequest('/api/websiteadmin/login', {
        body: { email, password: 'RightPass1' },
        headers: { 'user-agent': userAgent },
      }),
      {},
    );
    expect(res.status).toBe(200);
  };

  describe('sign-in from a new device', () => {
    beforeAll(async () => {
      await createAdmin(testDb.get(), {
        email: 'owner@device.example',
        name: 'Owner',
        password: 'RightPass1',
      });
      await createAdmin(testDb.get(), {
        email: 'other@device.example',
        name: 'Other',
        password: 'RightPass1',
      });
    });

    it("mails nothing at the account's very first sign-in", async () => {
      expect(await mailOf(() => signIn('owner@device.example', CHROME_WINDOWS))).toEqual([]);
    });

    it('mails the account itself, and only it, when it signs in from a browser it has not used', async () => {
      const mails = await mailOf(() => signIn('owner@device.example', FIREFOX_LINUX(133)));
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        ['owner@device.example', '[AiLex] New sign-in to your AiLex account from Firefox on Linux'],
      ]);
      expect(mails[0]!.body).toContain('https://ailex.example/admin-secret-portal/dashboard/account');
    });

    it('mails nothing when it signs in from a browser it used before, another version of it included', async () => {
      expect(await mailOf(() => signIn('owner@device.example', FIREFOX_LINUX(134)))).toEqual([]);
      expect(await mailOf(() => signIn('owner@device.example', CHROME_WINDOWS))).toEqual([]);
    });

    it('cannot be turned off: a stored "off" is not honoured for it', async () => {
      const [other] = await testDb
        .get()
        .select()
        .from(websiteAdmins)
        .where(eq(websiteAdmins.email, 'other@device.example'));
      await testDb
        .get()
        .insert(notificationPreferences)
        .values({ adminId: other!.id, event: 'new-device', delivery: 'off' });
      await signIn('other@device.example', CHROME_WINDOWS);
      const mails = await mailOf(() => signIn('other@device.example', FIREFOX_LINUX(133)));
      expect(mails.map((m) => m.to)).toEqual(['other@device.example']);
    });
  });

  describe('translation waiting for approval', () => {
    let deepl: DeeplStandIn;
    beforeAll(async () => {
      deepl = await startDeeplStandIn();
      process.env.DEEPL_API_KEY = STAND_IN_KEY;
      process.env.DEEPL_API_URL = deepl.url;
      resetConfigForTests();
    });
    afterAll(async () => {
      delete process.env.DEEPL_API_KEY;
      delete process.env.DEEPL_API_URL;
      resetConfigForTests();
      await deepl.close();
    });

    it('tells those who chose it once per article, naming the languages the machine filled, when a published article is pre-filled', async () => {
      const writer = await accountWithSession(testDb.get(), 'writer@firm.example', 'editor');
      const reviewer = await accountWithSession(testDb.get(), 'reviewer@firm.example', 'editor');
      const boss = await accountWithSession(testDb.get(), 'boss@firm.example');
      const idle = await accountWithSession(testDb.get(), 'idle@firm.example');
      await choose(reviewer.auth, [{ event: 'translation-waiting', delivery: 'immediate' }]);
      await choose(idle.auth, [{ event: 'translation-waiting', delivery: 'off' }]);
      // The boss keeps the default: the daily digest.

      const mails = await mailOf(async () => {
        const res = await postArticle(
          articlePayload(null, { slug: 'mt-notice', title: 'Privilege and AI', status: 'published' }),
          writer.auth,
        );
        expect(res.status).toBe(201);
      });
      const toReviewer = mails.filter((m) => m.to === 'reviewer@firm.example');
      expect(toReviewer.map((m) => m.subject)).toEqual([
        '[AiLex] Translation of "Privilege and AI" waiting for approval',
      ]);
      expect(toReviewer[0]!.body).toContain('(fr, nl)');
      expect(mails.filter((m) => m.to !== 'reviewer@firm.example')).toEqual([]);
      expect((await digestItemsOf(testDb.get(), boss.admin.id)).map((i) => i.summary)).toEqual([
        'Translation of "Privilege and AI" waiting for approval',
      ]);
      expect(await digestItemsOf(testDb.get(), idle.admin.id)).toEqual([]);
    });

    it('tells no one when the translator fails and nothing waits for approval', async () => {
      deepl.mode = 'outage';
      const writer = await accountWithSession(testDb.get(), 'writer2@firm.example', 'editor');
      // The pre-fill logs the outage: kept out of the test's output.
      const quiet = captureLog();
      const mails = await mailOf(async () => {
        const res = await postArticle(
          articlePayload(null, { slug: 'mt-outage', title: 'Outage Piece', status: 'published' }),
          writer.auth,
        );
        expect(res.status).toBe(201);
      }).finally(() => quiet.restore());
      expect(quiet.text()).toContain('DeepL answered 503');
      expect(mails).toEqual([]);
    });
  });
});
