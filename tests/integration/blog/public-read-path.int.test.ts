import { cacheWrites, nextCacheStandIn, resetRevalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { GET as ogImage } from '@/app/api/blog/og/[market]/route';
import {
  insertArticle,
  getMarketArticles,
  getPublicCategories,
  getSitemapXml,
  lookupArticle,
} from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { HOSTILE_BODY, SANITIZED_BODY } from '../../unit/blog/hostile-html';
import { seedBlogFixture } from './seed-articles';

process.env.SITE_URL = 'https://ailex.example';

const HOUR = 60 * 60 * 1000;
const one = (market: string, slug: string) =>
  getOne(
    jsonRequest(`/api/blog/articles/market/${market}/${encodeURIComponent(slug)}`),
    routeContext({ market, slug }),
  );
const og = (market: string, query: string) =>
  ogImage(jsonRequest(`/api/blog/og/${market}${query}`), routeContext({ market }));

describe(`public read path: cache entries, slugs, sanitizing, dates [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  beforeAll(async () => {
    await seedBlogFixture(testDb.get());
  });
  beforeEach(() => resetRevalidated());

  it('caches a found article but leaves no cache entry for a slug that matches nothing', async () => {
    for (let i = 0; i < 5; i += 1) expect((await one('global', `made-up-${i}`)).status).toBe(404);
    expect(cacheWrites).toEqual([]);
    expect((await one('global', 'older')).status).toBe(200);
    expect(cacheWrites).toEqual([
      { key: ['blog-article', 'global', 'en', 'older'], tags: ['blog', 'blog:article:global:en:older'] },
    ]);
  });

  it.each([
    ['upper case', 'Older'],
    ['a trailing space', 'older '],
    ['a leading space', ' older'],
    ['a dot', 'older.html'],
    ['a percent sign', 'older%20'],
    ['201 characters', 'a'.repeat(201)],
  ])('answers 400 for a slug with %s, without a read or a cache entry', async (_name, slug) => {
    const res = await one('global', slug);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe('string');
    expect(cacheWrites).toEqual([]);
  });

  it("puts the 'blog' tag on every cached blog read, so a content-wide change can expire them all", async () => {
    await getMarketArticles('usa', 'en', 20);
    await lookupArticle('global', 'en', 'newer');
    await getSitemapXml({ kind: 'articles', market: 'global', chunk: 1 });
    await getSitemapXml({ kind: 'index' });
    await getPublicCategories();
    expect(cacheWrites).toHaveLength(5);
    for (const write of cacheWrites) expect(write.tags).toContain('blog');
  });

  it('serves a stored hostile body sanitized through the public API', async () => {
    await insertArticle(testDb.get(), {
      title: 'Stored before the sanitizer',
      slug: 'stored-hostile',
      content: HOSTILE_BODY,
      status: 'published',
      market: 'global',
      language: 'en',
      publishedAt: new Date(Date.now() - HOUR),
    });
    const body = await (await one('global', 'stored-hostile')).json();
    expect(body.content).toBe(SANITIZED_BODY);
    const found = await lookupArticle('global', 'en', 'stored-hostile');
    expect(found.kind === 'found' && found.data.article.content).toBe(SANITIZED_BODY);
  });

  it('gives a scheduled article a sitemap lastmod no earlier than its publication', async () => {
    const savedAt = new Date(Date.now() - 2 * HOUR);
    const publishedAt = new Date(Date.now() - HOUR);
    await insertArticle(testDb.get(), {
      title: 'Scheduled then published',
      slug: 'scheduled-then-published',
      content: '<p>Body</p>',
      status: 'published',
      market: 'usa',
      language: 'en',
      publishedAt,
      createdAt: savedAt,
      updatedAt: savedAt,
    });
    const file = await getSitemapXml({ kind: 'articles', market: 'usa', chunk: 1 });
    const entry = file?.match(
      /<url><loc>https:\/\/ailex\.example\/blog\/usa\/scheduled-then-published<\/loc><lastmod>([^<]+)</,
    );
    expect(entry?.[1]).toBe(publishedAt.toISOString());
    const pages = await getSitemapXml({ kind: 'pages' });
    const index = pages?.match(/<url><loc>https:\/\/ailex\.example\/blog\/usa<\/loc><lastmod>([^<]+)</);
    expect(Date.parse(index?.[1] ?? '')).toBeGreaterThanOrEqual(publishedAt.getTime());
  });

  it("redirects an OG image URL whose v is not the article's version instead of rendering it", async () => {
    const found = await lookupArticle('global', 'en', 'older');
    if (found.kind !== 'found') throw new Error('fixture article missing');
    const version = String(Date.parse(found.data.updatedAt));
    for (const v of ['random-1', '0', String(Number(version) + 1)]) {
      const res = await og('global', `?slug=older&v=${v}`);
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe(`/api/blog/og/global?slug=older&v=${version}`);
      expect(res.headers.get('cache-control')).not.toContain('max-age=86400');
    }
    // An index card has no version: any v is dropped.
    const index = await og('be-fr', '?v=whatever');
    expect(index.status).toBe(308);
    expect(index.headers.get('location')).toBe('/api/blog/og/be-fr');
  });
});
