import { nextCacheStandIn, resetRevalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { articleMetadata } from '@/app/_blog/seo';
import { lookupArticle } from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const ORIGINAL = 'https://bar-journal.example/2026/ai-research';

describe(`an article's canonical URL override [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get()));
  });
  beforeEach(() => resetRevalidated());

  const readBack = async (id: string) =>
    (await (await read(jsonRequest(`${ARTICLES_URL}/${id}`, { headers: auth }), routeContext({ id }))).json())
      .article;

  it('is stored, read back in the admin shape and used as the public page canonical link', async () => {
    const res = await postArticle(
      articlePayload(categoryId, { slug: 'syndicated', status: 'published', canonicalUrl: ` ${ORIGINAL} ` }),
      auth,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()).article;
    expect(created.canonical_url).toBe(ORIGINAL);
    expect((await readBack(created.id)).canonical_url).toBe(ORIGINAL);

    const found = await lookupArticle('global', 'en', 'syndicated');
    if (found.kind !== 'found') throw new Error(`expected the article, got ${found.kind}`);
    expect(articleMetadata(found.data).alternates?.canonical).toBe(ORIGINAL);
  });

  it('falls back to the article own URL when cleared', async () => {
    const res = await postArticle(
      articlePayload(categoryId, { slug: 'own-home', status: 'published', canonicalUrl: ORIGINAL }),
      auth,
    );
    const created = (await res.json()).article;
    const cleared = await putArticle(
      created.id,
      articlePayload(categoryId, {
        slug: 'own-home',
        status: 'published',
        canonicalUrl: '',
        updatedAt: created.updated_at,
      }),
      auth,
    );
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).article.canonical_url).toBeNull();
    const found = await lookupArticle('global', 'en', 'own-home');
    if (found.kind !== 'found') throw new Error(`expected the article, got ${found.kind}`);
    expect(articleMetadata(found.data).alternates?.canonical).toMatch(/\/blog\/own-home$/);
  });

  it.each(['javascript:alert(1)', '/relative/path', 'not a url', 42])(
    'refuses %p with a 400 naming the field, and stores nothing',
    async (canonicalUrl) => {
      const res = await postArticle(
        articlePayload(categoryId, { slug: `bad-canonical-${String(canonicalUrl).length}`, canonicalUrl }),
        auth,
      );
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(JSON.stringify(body.details)).toContain('canonicalUrl');
      const missing = await lookupArticle('global', 'en', `bad-canonical-${String(canonicalUrl).length}`);
      expect(missing.kind).toBe('missing');
    },
  );
});
