import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as listMarket } from '@/app/api/blog/articles/market/[market]/route';
import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { GET as listCategories } from '@/app/api/blog/categories/route';
import { GET as listMarkets } from '@/app/api/blog/markets/route';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { eq } from 'drizzle-orm';
import { blogArticles } from '@/lib/server/db/schema';
import { insertArticle } from '@/lib/server/articles';
import { seedBlogFixture } from './seed-articles';

const list = (market: string, query = '') =>
  listMarket(jsonRequest(`/api/blog/articles/market/${market}${query}`), routeContext({ market }));
const one = (market: string, slug: string, query = '') =>
  getOne(jsonRequest(`/api/blog/articles/market/${market}/${slug}${query}`), routeContext({ market, slug }));

describe(`public blog API [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let fixture: Awaited<ReturnType<typeof seedBlogFixture>>;

  beforeAll(async () => {
    fixture = await seedBlogFixture(testDb.get());
  });

  it('lists only published, already-due articles of the market, newest first, in the spec.md "Public article" shape', async () => {
    const res = await list('global');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['articles']);
    expect(body.articles.map((a: { slug: string }) => a.slug)).toEqual(['newer', 'older']);
    expect(body.articles[1]).toEqual({
      id: fixture.older.id,
      slug: 'older',
      title: 'Older',
      summary: 'A summary.',
      content: '<p>Body</p>',
      featured_image_url: null,
      featured_image_alt: null,
      published_at: fixture.older.publishedAt!.toISOString(),
      created_at: fixture.older.createdAt.toISOString(),
      read_time_minutes: 4,
      meta_title: 'Older meta',
      meta_description: null,
      reviewed_by: null,
      reviewed_at: null,
      blog_categories: { name: 'Legal Research', color: '#10B981' },
      website_admins: { name: 'Ada Author' },
    });
    expect(body.articles[0]).toMatchObject({
      blog_categories: null,
      featured_image_url: '/images/blog/research.jpg',
      read_time_minutes: null,
    });
  });

  it('carries CDN cache headers with stale-while-revalidate', async () => {
    const res = await list('global');
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
  });

  it('filters by market and language', async () => {
    expect((await (await list('usa')).json()).articles.map((a: { slug: string }) => a.slug)).toEqual([
      'usa-only',
    ]);
    expect(
      (await (await list('be-fr', '?language=fr')).json()).articles.map((a: { slug: string }) => a.slug),
    ).toEqual(['version-francaise']);
    // be-fr has no English articles: asking for them gives an empty list, not an error.
    expect((await (await list('be-fr', '?language=en')).json()).articles).toEqual([]);
  });

  it('defaults the limit to 20 and takes the documented limit=20', async () => {
    const all = (await (await list('be-nl', '?language=nl')).json()).articles;
    expect(all).toHaveLength(20);
    expect(all.slice(0, 3).map((a: { slug: string }) => a.slug)).toEqual(['bulk-0', 'bulk-1', 'bulk-2']);
    expect((await (await list('be-nl', '?language=nl&limit=20')).json()).articles).toEqual(all);
  });

  it.each([
    [
      'an unknown market',
      'atlantis',
      '',
      'Invalid market: expected one of global, usa, be-fr, be-nl',
      'market',
    ],
    [
      'an unknown language',
      'global',
      '?language=de',
      'Invalid language: expected one of en, fr, nl',
      'language',
    ],
    ['a limit of 0', 'global', '?limit=0', 'Invalid limit: expected 20', 'limit'],
    // Every limit was a cache entry per market and language (issue 36 point 3): only the documented one.
    ["the audit's limit of 6", 'usa', '?limit=6', 'Invalid limit: expected 20', 'limit'],
    ['a limit of 100', 'global', '?language=nl&limit=100', 'Invalid limit: expected 20', 'limit'],
    ['20 written another way', 'global', '?limit=020', 'Invalid limit: expected 20', 'limit'],
    ['a limit of 101', 'global', '?limit=101', 'Invalid limit: expected 20', 'limit'],
    ['a non-numeric limit', 'global', '?limit=ten', 'Invalid limit: expected 20', 'limit'],
  ])('answers 400 naming the parameter for %s', async (_name, market, query, message, param) => {
    const res = await list(market, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(message);
    expect(Object.keys(body.details)).toEqual([param]);
  });

  it('returns one public article by market and slug', async () => {
    const res = await one('global', 'older');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=');
    const body = await res.json();
    expect(body).toMatchObject({
      id: fixture.older.id,
      slug: 'older',
      website_admins: { name: 'Ada Author' },
    });
    expect((await (await one('be-fr', 'version-francaise', '?language=fr')).json()).title).toBe(
      'Version française',
    );
  });

  it.each([
    ['a draft', 'global', 'draft', ''],
    ['an archived article', 'global', 'archived', ''],
    ['a scheduled article before its time', 'global', 'scheduled', ''],
    ['an unknown slug', 'global', 'no-such-article', ''],
    ['an article of another market', 'global', 'usa-only', ''],
    ['the wrong language', 'be-fr', 'version-francaise', '?language=en'],
  ])('answers 404 Article not found for %s', async (_name, market, slug, query) => {
    const res = await one(market, slug, query);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Article not found' });
  });

  it('shows a scheduled article by itself once its publication time has come', async () => {
    const soon = await insertArticle(testDb.get(), {
      title: 'Soon',
      slug: 'soon',
      content: '<p>Soon</p>',
      status: 'published',
      market: 'usa',
      language: 'en',
      publishedAt: new Date(Date.now() + 1500),
    });
    try {
      expect((await one('usa', 'soon')).status).toBe(404);
      await new Promise((r) => setTimeout(r, 1600));
      expect((await one('usa', 'soon')).status).toBe(200);
      expect((await (await list('usa')).json()).articles[0].slug).toBe('soon');
    } finally {
      // The other tests list the usa market exactly as the fixture has it.
      await testDb.get().delete(blogArticles).where(eq(blogArticles.id, soon.id));
    }
  });

  it('answers 400 for an unknown market or language on the article route', async () => {
    expect((await one('mars', 'older')).status).toBe(400);
    const res = await one('global', 'older', '?language=xx');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid language: expected one of en, fr, nl');
  });

  it('lists categories and market-language pairs', async () => {
    const categories = await (await listCategories(jsonRequest('/api/blog/categories'), {})).json();
    expect(categories).toEqual({
      categories: [
        {
          id: fixture.category.id,
          name: 'Legal Research',
          slug: 'legal-research',
          description: 'Research',
          color: '#10B981',
        },
      ],
    });
    const markets = await (await listMarkets()).json();
    expect(markets).toEqual([
      { marketCode: 'global', languageCode: 'en' },
      { marketCode: 'usa', languageCode: 'en' },
      { marketCode: 'be-fr', languageCode: 'fr' },
      { marketCode: 'be-nl', languageCode: 'nl' },
    ]);
  });
});
