import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { blogArticles } from '@/lib/server/db/schema';
import { raceBehindTableLock } from '@/tests/helpers/race';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import {
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from '../blog/admin-article-api';

requirePostgres();

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const DUPLICATE = { error: 'An article with this slug already exists for this market and language' };

// Both saves pass the service's "is this slug free?" check before either writes (raceBehindTableLock):
// the unique index decides, and the loser must get the same 409 as the check gives.
describe('article saves racing for one slug [postgres]', () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get());
  });

  const payload = (over: Record<string, unknown>) => articlePayload(editor.categoryId, over);
  const rowsWithSlug = (slug: string) =>
    testDb.get().select().from(blogArticles).where(eq(blogArticles.slug, slug));

  it('creates one of two concurrent creates with the same market, language and slug, and answers 409 to the other', async () => {
    const results = await raceBehindTableLock(testDb.url(), 'blog_articles', [
      () => postArticle(payload({ slug: 'raced', title: 'First' }), editor.auth),
      () => postArticle(payload({ slug: 'raced', title: 'Second' }), editor.auth),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual(DUPLICATE);
    const created = await results.find((r) => r.status === 201)!.json();
    expect(await rowsWithSlug('raced')).toEqual([expect.objectContaining({ id: created.article.id })]);
  });

  it('renames only one of two articles that move to the same slug at once', async () => {
    const ids: string[] = [];
    for (const slug of ['rename-a', 'rename-b']) {
      const res = await postArticle(payload({ slug }), editor.auth);
      expect(res.status).toBe(201);
      ids.push((await res.json()).article.id);
    }
    const results = await raceBehindTableLock(
      testDb.url(),
      'blog_articles',
      ids.map((id) => () => putArticle(id, payload({ slug: 'renamed' }), editor.auth)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await results.find((r) => r.status === 409)!.json()).toEqual(DUPLICATE);
    const renamed = await rowsWithSlug('renamed');
    expect(renamed).toHaveLength(1);
    expect(ids).toContain(renamed[0]!.id);
    // The other one keeps its slug.
    const otherId = ids.find((id) => id !== renamed[0]!.id)!;
    const [other] = await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, otherId));
    expect(other!.slug).toBe(otherId === ids[0] ? 'rename-a' : 'rename-b');
  });
});
