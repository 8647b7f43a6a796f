import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq, sql } from 'drizzle-orm';
import { blogArticles, translationKeys } from '@/lib/server/db/schema';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { captureLog } from '@/tests/helpers/log-capture';
import {
  articlePayload,
  countArticles,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe(`admin article saves that must be refused [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get());
  });
  beforeEach(() => resetRevalidated());

  const payload = (over: Record<string, unknown>) => articlePayload(editor.categoryId, over);
  const post = (body: unknown) => postArticle(body, editor.auth);
  const put = (id: string, body: unknown) => putArticle(id, body, editor.auth);
  const rowsWithSlug = (slug: string) =>
    testDb.get().select().from(blogArticles).where(eq(blogArticles.slug, slug));
  const articleCount = () => countArticles(testDb.get());
  /** A stored draft to update, created through the API; revalidations are then forgotten. */
  async function storedDraft(slug: string) {
    const res = await post(payload({ slug }));
    expect(res.status).toBe(201);
    const [row] = await rowsWithSlug(slug);
    resetRevalidated();
    return row!;
  }

  it('answers 400 on PUT when the id in the body is not the id in the URL, and changes nothing', async () => {
    const row = await storedDraft('id-mismatch');
    const other = await storedDraft('id-mismatch-other');
    const res = await put(row.id, payload({ id: other.id, slug: 'id-mismatch', title: 'Changed' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The id in the body does not match the URL' });
    expect(await rowsWithSlug('id-mismatch')).toEqual([row]);
    expect(await rowsWithSlug('id-mismatch-other')).toEqual([other]);
    expect(revalidated.paths).toEqual([]);
  });

  it.each([
    ['translation key', 'key', { translationKeyId: MISSING_ID }, 'Translation key not found'],
    ['base article', 'base', { isTranslation: true, baseArticleId: MISSING_ID }, 'Base article not found'],
  ])(
    'answers 400 when a save points at a missing %s, and writes nothing',
    async (_name, tag, refs, message) => {
      const before = await articleCount();
      const created = await post(payload({ slug: 'dangling-new', ...refs }));
      expect(created.status).toBe(400);
      expect(await created.json()).toEqual({ error: message });
      expect(await articleCount()).toBe(before);

      const row = await storedDraft(`dangling-${tag}`);
      const updated = await put(row.id, payload({ slug: row.slug, title: 'Changed', ...refs }));
      expect(updated.status).toBe(400);
      expect(await updated.json()).toEqual({ error: message });
      expect(await rowsWithSlug(row.slug)).toEqual([row]);
      expect(revalidated.paths).toEqual([]);
    },
  );

  it('accepts the same references once they exist', async () => {
    const [key] = await testDb.get().insert(translationKeys).values({ key: 'blog.article.refs' }).returning();
    const base = await storedDraft('refs-base');
    const res = await post(
      payload({
        slug: 'refs-fr',
        market: 'be-fr',
        language: 'fr',
        isTranslation: true,
        translationKeyId: key!.id,
        baseArticleId: base.id,
      }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).article).toMatchObject({
      translation_key_id: key!.id,
      base_article_id: base.id,
    });
  });

  /** Installs a trigger that makes the database itself fail, for the length of `fn`. */
  async function withFailingTrigger(table: string, events: string, fn: () => Promise<void>) {
    const db = testDb.get();
    await db.execute(
      sql.raw(`create function test_fail() returns trigger language plpgsql as $$
        begin raise exception 'test_fail: secret detail from the database'; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger test_fail before ${events} on ${table} for each statement execute function test_fail()`,
      ),
    );
    try {
      await fn();
    } finally {
      await db.execute(sql.raw(`drop trigger test_fail on ${table}`));
      await db.execute(sql.raw('drop function test_fail()'));
    }
  }

  it('answers an unexpected database error with a logged, generic 500 that leaks nothing, and writes nothing', async () => {
    const row = await storedDraft('db-error-existing');
    const before = await articleCount();
    const logged = captureLog();
    try {
      await withFailingTrigger('blog_articles', 'insert or update', async () => {
        for (const res of [
          await post(payload({ slug: 'db-error-new' })),
          await put(row.id, payload({ slug: 'db-error-existing', title: 'Changed' })),
        ]) {
          expect(res.status).toBe(500);
          // Exactly this body: no SQL, no driver message, no stack.
          expect(await res.text()).toBe(JSON.stringify({ error: 'Internal server error' }));
        }
      });
      // One JSON line per failure: the query's SQL and the database's message, not its parameters (the
      // article's slug, title and body were the values of that insert and update).
      const errors = logged.lines().filter((line) => line.level === 'error');
      expect(errors).toHaveLength(2);
      for (const line of errors) {
        expect(line).toMatchObject({
          msg: '[api] unexpected error',
          err: {
            type: 'DrizzleQueryError',
            message: expect.stringMatching(/^Failed query: (insert|update) /),
            cause: expect.objectContaining({ message: expect.stringContaining('test_fail') }),
          },
        });
      }
      expect(logged.text().split('\n').filter(Boolean)).toHaveLength(2);
      expect(logged.text()).not.toMatch(/params:|db-error-new|db-error-existing|Changed/);
    } finally {
      logged.restore();
    }
    expect(await articleCount()).toBe(before);
    expect(await rowsWithSlug('db-error-new')).toEqual([]);
    expect(await rowsWithSlug('db-error-existing')).toEqual([row]);
    expect(revalidated.paths).toEqual([]);
  });

  it('leaves no article behind when the save fails after inserting it (one transaction)', async () => {
    const before = await articleCount();
    const logged = captureLog();
    try {
      // The create inserts the article, then clears any redirect from its new slug; fail that second step.
      await withFailingTrigger('article_slug_redirects', 'delete', async () => {
        const res = await post(payload({ slug: 'half-written' }));
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: 'Internal server error' });
      });
    } finally {
      logged.restore();
    }
    expect(await rowsWithSlug('half-written')).toEqual([]);
    expect(await articleCount()).toBe(before);
    expect(revalidated.paths).toEqual([]);
  });
});
