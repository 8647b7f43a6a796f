import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { ARTICLE_EDIT_CONFLICT_MESSAGE } from '@/lib/constants/articles';
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

// Both saves pass the service's early version check before either writes (raceBehindTableLock): only the
// conditional UPDATE can tell them apart, and the loser must save nothing.
describe('two editors saving one article they loaded at the same version [postgres]', () => {
  const testDb = useTestDatabase();
  let alice: Editor;
  let bob: Editor;

  beforeAll(async () => {
    alice = await createEditor(testDb.get(), 'alice@firm.example');
    bob = await createEditor(testDb.get(), 'bob@firm.example');
  });

  it('saves exactly one of the two edits, answers 409 to the other, and the row holds the winner', async () => {
    const created = await postArticle(articlePayload(alice.categoryId, { slug: 'shared-draft' }), alice.auth);
    expect(created.status).toBe(201);
    const { article } = await created.json();
    const edit = (who: Editor, title: string) =>
      putArticle(
        article.id,
        articlePayload(who.categoryId, {
          slug: 'shared-draft',
          title,
          summary: `${title} summary`,
          updatedAt: article.updated_at,
        }),
        who.auth,
      );

    const [a, b] = await raceBehindTableLock(testDb.url(), 'blog_articles', [
      () => edit(alice, 'Alice version'),
      () => edit(bob, 'Bob version'),
    ]);
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a!.status === 200 ? [a!, b!] : [b!, a!];
    expect(await loser.json()).toEqual({ error: ARTICLE_EDIT_CONFLICT_MESSAGE });
    const saved = (await winner.json()).article;
    const winnerTitle = winner === a ? 'Alice version' : 'Bob version';
    expect(saved.title).toBe(winnerTitle);

    const [row] = await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, article.id));
    expect(row).toMatchObject({
      title: winnerTitle,
      summary: `${winnerTitle} summary`,
      categoryId: (winner === a ? alice : bob).categoryId,
    });
    expect(row!.updatedAt.toISOString()).toBe(saved.updated_at);
  });
});
