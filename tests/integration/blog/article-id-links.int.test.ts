import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { lookupArticle } from '@/lib/server/articles';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, createEditor, postArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// The pages answer these over HTTP in tests/e2e/blog/article-id-links.spec.ts.
describe(`article links by id [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { auth, categoryId } = await createEditor(testDb.get());
    const make = async (name: string, over: Record<string, unknown>) => {
      const res = await postArticle(articlePayload(categoryId, { slug: `id-${name}`, ...over }), auth);
      expect(res.status).toBe(201);
      ids[name] = (await res.json()).article.id;
    };
    await make('global', { status: 'published' });
    await make('be-fr', { status: 'published', market: 'be-fr', language: 'fr' });
    await make('draft', { status: 'draft' });
    await make('scheduled', { status: 'published', publishedAt: new Date(Date.now() + DAY).toISOString() });
    await make('archived', { status: 'archived' });
  });

  it('sends the id of a published article to its slug in its own market, from any market', async () => {
    expect(await lookupArticle('global', 'en', ids.global!)).toEqual({
      kind: 'moved',
      market: 'global',
      slug: 'id-global',
    });
    expect(await lookupArticle('be-nl', 'nl', ids['be-fr']!)).toEqual({
      kind: 'moved',
      market: 'be-fr',
      slug: 'id-be-fr',
    });
  });

  it.each(['draft', 'scheduled', 'archived'])('leaves the id of a %s article missing', async (name) => {
    expect(await lookupArticle('global', 'en', ids[name]!)).toEqual({ kind: 'missing' });
  });

  it('leaves an unknown id missing', async () => {
    expect(await lookupArticle('usa', 'en', UNKNOWN_ID)).toEqual({ kind: 'missing' });
  });
});
