import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
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

/**
 * Runs `saves` while a transaction holds a SHARE lock on blog_articles: the saves read freely (so each
 * one's "is this slug free?" check passes) but their writes wait, until all of them wait. Then the
 * lock goes and the writes race for the unique index, as two editors saving at the same moment would.
 */
async function raceWrites(db: Db, saves: (() => Promise<Response>)[]): Promise<Response[]> {
  let answers: Promise<Response[]> | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table blog_articles in share mode`);
    answers = Promise.all(saves.map((save) => save()));
    for (let waited = 0; ; waited += 20) {
      const [row] = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks
            where not granted and locktype = 'relation' and relation = 'blog_articles'::regclass`,
      );
      if (row?.n === saves.length) break;
      if (waited > 20_000) throw new Error(`only ${row?.n} of ${saves.length} writes reached the lock`);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return answers!;
}

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
    const results = await raceWrites(testDb.get(), [
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
    const results = await raceWrites(
      testDb.get(),
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
