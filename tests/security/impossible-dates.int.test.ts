import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import {
  articlePayload,
  countArticles,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from '@/tests/integration/blog/admin-article-api';
import { blogArticles } from '@/lib/server/db/schema';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

// Dates JavaScript or PostgreSQL cannot hold, or that toISOString writes in a form PostgreSQL refuses.
const IMPOSSIBLE = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z', // stored, but read back as 2001 by the driver's date parser
  '0999-12-31T23:59:59Z',
  '1000-01-01T00:30:00+01:00', // year 999 once in UTC
  '+275760-09-13T00:00:01Z',
  '+010000-01-01T00:00:00Z',
  '9999-12-31T23:30:00-01:00', // year 10000 once in UTC
  '-000001-01-01T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '2024-13-01T00:00:00Z',
];

describe(`impossible article dates [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  let edited: { id: string };

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'dates@firm.example');
    const created = await postArticle(articlePayload(editor.categoryId, { slug: 'dated-edit' }), editor.auth);
    edited = (await created.json()).article;
  });

  it.each(IMPOSSIBLE)('answers 400 naming publishedAt for %s and stores nothing', async (value) => {
    const before = await countArticles(testDb.get());
    const res = await postArticle(
      articlePayload(editor.categoryId, { slug: 'odd-date', status: 'published', publishedAt: value }),
      editor.auth,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(/publishedAt/);
    expect(body.details).toHaveProperty('publishedAt');
    expect(await countArticles(testDb.get())).toBe(before);
  });

  it.each(IMPOSSIBLE)('answers 400 naming updatedAt for %s on an edit and changes nothing', async (value) => {
    const res = await putArticle(
      edited.id,
      articlePayload(editor.categoryId, { slug: 'dated-edit', title: 'Changed', updatedAt: value }),
      editor.auth,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(/updatedAt/);
    expect(body.details).toHaveProperty('updatedAt');
    const rows = await testDb.get().select({ title: blogArticles.title }).from(blogArticles);
    expect(rows.map((r) => r.title)).not.toContain('Changed');
  });

  it('still accepts the first and last representable instants', async () => {
    for (const [slug, publishedAt] of [
      ['first-instant', '1000-01-01T00:00:00Z'],
      ['last-instant', '9999-12-31T23:59:59.999Z'],
    ] as const) {
      const res = await postArticle(
        articlePayload(editor.categoryId, { slug, status: 'published', publishedAt }),
        editor.auth,
      );
      expect(res.status).toBe(201);
      const { article } = await res.json();
      expect(Date.parse(article.published_at)).toBe(Date.parse(publishedAt));
    }
  });
});
