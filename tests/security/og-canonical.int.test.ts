import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as ogImage } from '@/app/api/blog/og/[market]/route';
import { lookupArticle } from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { seedBlogFixture } from '@/tests/integration/blog/seed-articles';

// Issue 36, point 5: `GET /api/blog/og/{market}?x={anything}` rendered a new image for every unknown
// parameter (328–747 ms each under 8 parallel), each a fresh URL no CDN could absorb. Now every spelling
// but the canonical one (known parameters only, slug then v) is a 308 to it, without rendering.

jest.setTimeout(120_000);

async function og(market: string, query: string): Promise<Response> {
  const streamed = await ogImage(jsonRequest(`/api/blog/og/${market}${query}`), routeContext({ market }));
  // Read the answer to its end inside the test: the image renders lazily.
  return new Response(await streamed.arrayBuffer(), { status: streamed.status, headers: streamed.headers });
}

describe(`the OG image route answers only its canonical URL [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let version = '';

  beforeAll(async () => {
    await seedBlogFixture(testDb.get());
    const found = await lookupArticle('global', 'en', 'older');
    if (found.kind !== 'found') throw new Error('fixture article missing');
    version = String(Date.parse(found.data.updatedAt));
  });

  it.each([
    ['an unknown parameter on an index card', 'global', '?x=1', '/api/blog/og/global'],
    ['several unknown parameters', 'be-fr', '?utm_source=a&utm_medium=b&fbclid=c', '/api/blog/og/be-fr'],
    ['an empty unknown parameter', 'global', '?x', '/api/blog/og/global'],
  ])('redirects %s (308) to the URL without it', async (_name, market, query, location) => {
    const res = await og(market, query);
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(location);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it('keeps the known parameters, in their fixed order, when it drops an unknown one', async () => {
    for (const query of [
      `?slug=older&v=${version}&x=${Math.random()}`,
      `?v=${version}&slug=older`,
      `?slug=older&slug=older&v=${version}`,
    ]) {
      const res = await og('global', query);
      expect({ query, status: res.status, location: res.headers.get('location') }).toEqual({
        query,
        status: 308,
        location: `/api/blog/og/global?slug=older&v=${version}`,
      });
    }
  });

  it('renders the canonical URL itself (no redirect loop), with the long cache when versioned', async () => {
    const index = await og('global', '');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('image/png');
    const article = await og('global', `?slug=older&v=${version}`);
    expect(article.status).toBe(200);
    expect(article.headers.get('cache-control')).toContain('s-maxage=604800');
  });
});
