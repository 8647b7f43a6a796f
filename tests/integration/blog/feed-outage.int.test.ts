import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as globalFeed } from '@/app/(blog-en)/blog/rss.xml/route';
import { GET as usaFeed } from '@/app/(blog-en)/blog/usa/rss.xml/route';
import { isDatabaseUnavailable } from '@/lib/server/db/outage';
import { openPostgres, setDbForTests, type DbHandle } from '@/lib/server/db/client';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, createEditor, postArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
process.env.SITE_URL = 'https://ailex.example';
jest.setTimeout(60_000);

/**
 * Issue 34: the feeds are rebuilt on every request once an article write has expired their data, so
 * during a database outage they answered 500 behind nginx (14 in the scale-out benchmark's run). Each
 * instance now answers its last feed instead; a feed it never built still fails (and the server turns
 * that into the 503 page, ADR 0099), since there is nothing true to answer.
 */
describe(`feeds during a database outage [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let unreachable: DbHandle;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails at once with ECONNREFUSED, as when PostgreSQL is down.
    unreachable = await openPostgres('postgres://postgres@127.0.0.1:1/none', 1);
  });
  afterAll(() => unreachable.close());
  afterEach(() => setDbForTests(testDb.get()));

  it('answers the last feed it built while the database is unreachable, and the new one once it is back', async () => {
    const editor = await createEditor(testDb.get(), 'feeds@firm.example');
    const publish = async (slug: string, title: string) =>
      expect(
        (
          await postArticle(
            articlePayload(editor.categoryId, { slug, title, status: 'published' }),
            editor.auth,
          )
        ).status,
      ).toBe(201);
    await publish('before-the-outage', 'Written before the outage');
    const before = await globalFeed();
    expect(before.status).toBe(200);
    const beforeXml = await before.text();
    expect(beforeXml).toContain('Written before the outage');

    setDbForTests(unreachable.db);
    const during = await globalFeed();
    expect(during.status).toBe(200);
    expect(during.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await during.text()).toBe(beforeXml);
    // A feed this process never built has no last version: the error goes on to the outage page.
    const never = await usaFeed().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(never)).toBe(true);

    setDbForTests(testDb.get());
    await publish('after-the-outage', 'Written after the outage');
    const after = await (await globalFeed()).text();
    expect(after).toContain('Written after the outage');
  });
});
