import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as list } from '@/app/api/admin/blog/articles/route';
import { jsonRequest } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, ARTICLES_URL, createEditor, postArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`the admin list's sort and order [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    const editor = await createEditor(testDb.get());
    auth = editor.auth;
    // Created in this order: b, c, a (so updated order differs from title order). c is a draft.
    const rows: [string, string, string | null][] = [
      ['sort-b', 'Banana', '2026-01-02T00:00:00.000Z'],
      ['sort-c', 'Cherry', null],
      ['sort-a', 'Apple', '2026-01-03T00:00:00.000Z'],
    ];
    for (const [slug, title, publishedAt] of rows) {
      const res = await postArticle(
        articlePayload(editor.categoryId, {
          slug,
          title,
          status: publishedAt ? 'published' : 'draft',
          publishedAt,
        }),
        auth,
      );
      expect(res.status).toBe(201);
    }
  });

  async function slugs(query: string): Promise<string[]> {
    const res = await list(jsonRequest(`${ARTICLES_URL}?search=sort-&${query}`, { headers: auth }), {});
    expect(res.status).toBe(200);
    return (await res.json()).articles.map((a: { slug: string }) => a.slug);
  }

  it.each([
    ['', ['sort-a', 'sort-c', 'sort-b']],
    ['sort=updated&order=asc', ['sort-b', 'sort-c', 'sort-a']],
    ['sort=title&order=asc', ['sort-a', 'sort-b', 'sort-c']],
    ['sort=title&order=desc', ['sort-c', 'sort-b', 'sort-a']],
    // Postgres's own null placement: an undated draft first when descending, last when ascending (ADR 0085).
    ['sort=published&order=desc', ['sort-c', 'sort-a', 'sort-b']],
    ['sort=published&order=asc', ['sort-b', 'sort-a', 'sort-c']],
  ])('orders by %s', async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });

  it('answers 400 to an unknown sort or order', async () => {
    for (const [query, error] of [
      ['sort=author', 'Invalid sort: expected one of updated, published, title'],
      ['order=up', 'Invalid order: expected one of asc, desc'],
    ]) {
      const res = await list(jsonRequest(`${ARTICLES_URL}?${query}`, { headers: auth }), {});
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
  });
});
