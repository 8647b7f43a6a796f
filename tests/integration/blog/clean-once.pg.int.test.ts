import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { SANITIZER_VERSION, sanitizeHtml } from '@/lib/sanitize-html';
import { cleanStoredContent, insertArticle } from '@/lib/server/articles';
import { openPostgres, type DbHandle } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import { sanitizerRuns } from '@/lib/server/tasks/sanitize-pool';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { requirePostgres, TEST_POOL_SIZE, useTestDatabase } from '@/tests/helpers/test-db';

requirePostgres();
jest.setTimeout(120_000);

const one = (slug: string) =>
  getOne(jsonRequest(`/api/blog/articles/market/global/${slug}`), routeContext({ market: 'global', slug }));

/**
 * Concurrent readers of a stale body on PostgreSQL (issue 36 point 3): however many readers, in however
 * many instances, the body is cleaned once. A second connection pool plays a second instance: it shares
 * nothing in memory with the first but the database (the in-process single flight is bypassed by calling
 * the cleaning step each instance runs, cleanStoredContent, directly).
 */
describe('clean once: concurrent readers of a stale article [postgres]', () => {
  const testDb = useTestDatabase();
  let otherInstance: DbHandle;

  beforeAll(async () => {
    otherInstance = await openPostgres(testDb.url(), TEST_POOL_SIZE);
  });
  afterAll(async () => {
    await otherInstance.close();
  });

  it('cleans a stale body exactly once for readers in two instances and through the public API', async () => {
    const db = testDb.get();
    // Long enough that the first clean is still running when every reader has arrived (about a second).
    const body = '<p>x</p><img src=x onerror=alert(1)>'.repeat(4_000);
    const stale = await insertArticle(db, {
      title: 'Stale and popular',
      slug: 'stale-popular',
      content: body,
      status: 'published',
      market: 'global',
      language: 'en',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const clean = sanitizeHtml(body);
    const before = sanitizerRuns();
    const served = await Promise.all([
      ...Array.from({ length: 4 }, () => cleanStoredContent(db, stale)),
      ...Array.from({ length: 4 }, () => cleanStoredContent(otherInstance.db, stale)),
      ...Array.from({ length: 6 }, async () => {
        const res = await one('stale-popular');
        expect(res.status).toBe(200);
        return ((await res.json()) as { content: string }).content;
      }),
    ]);
    expect(sanitizerRuns().reads - before.reads).toBe(1);
    expect(sanitizerRuns().saves).toBe(before.saves);
    for (const content of served) expect(content).toBe(clean);
    const [row] = await db
      .select({ content: blogArticles.content, version: blogArticles.contentSanitizerVersion })
      .from(blogArticles)
      .where(eq(blogArticles.id, stale.id));
    expect(row).toEqual({ content: clean, version: SANITIZER_VERSION });
  });

  it('leaves a save that lands while a stale body is being cleaned as it was saved', async () => {
    const db = testDb.get();
    const stale = await insertArticle(db, {
      title: 'Saved meanwhile',
      slug: 'saved-meanwhile',
      content: '<p>old</p><script>x</script>'.repeat(3_000),
      status: 'published',
      market: 'global',
      language: 'en',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const reading = cleanStoredContent(otherInstance.db, stale);
    // A save does not take the cleaning lock: it stores its own clean body with the current version.
    await db
      .update(blogArticles)
      .set({ content: '<p>new</p>', contentSanitizerVersion: SANITIZER_VERSION, updatedAt: new Date() })
      .where(eq(blogArticles.id, stale.id));
    await reading;
    const [row] = await db
      .select({ content: blogArticles.content })
      .from(blogArticles)
      .where(eq(blogArticles.id, stale.id));
    expect(row?.content).toBe('<p>new</p>');
  });
});
