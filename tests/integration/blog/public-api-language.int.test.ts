import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as listMarket } from '@/app/api/blog/articles/market/[market]/route';
import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { insertArticle } from '@/lib/server/articles';
import { MARKETS, type MarketCode } from '@/lib/markets';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

const list = (market: string, query = '') =>
  listMarket(jsonRequest(`/api/blog/articles/market/${market}${query}`), routeContext({ market }));
const one = (market: string, slug: string, query = '') =>
  getOne(jsonRequest(`/api/blog/articles/market/${market}/${slug}${query}`), routeContext({ market, slug }));

describe(`public blog API without ?language [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  const slugOf = (market: MarketCode) => `default-language-${market}`;

  beforeAll(async () => {
    for (const m of MARKETS) {
      await insertArticle(testDb.get(), {
        title: `In ${m.language}`,
        slug: slugOf(m.code),
        content: '<p>Body</p>',
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
        market: m.code,
        language: m.language,
      });
    }
  });

  it.each(MARKETS.map((m) => [m.code, m.language] as const))(
    'lists %s in its own language (%s) when no language is asked for',
    async (market, language) => {
      const res = await list(market);
      expect(res.status).toBe(200);
      const { articles } = await res.json();
      expect(articles.map((a: { slug: string; title: string }) => [a.slug, a.title])).toEqual([
        [slugOf(market), `In ${language}`],
      ]);
    },
  );

  it('reads one be-fr article without ?language, and still honours an explicit other language', async () => {
    const res = await one('be-fr', slugOf('be-fr'));
    expect(res.status).toBe(200);
    expect((await res.json()).title).toBe('In fr');
    expect((await one('be-fr', slugOf('be-fr'), '?language=en')).status).toBe(404);
    expect((await (await list('be-fr', '?language=en')).json()).articles).toEqual([]);
  });
});
