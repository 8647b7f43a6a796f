import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import postgres from 'postgres';
import { GET as list } from '@/app/api/admin/blog/articles/route';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { BLOG_LIST_LIMIT } from '@/lib/constants/blog';
import { ADMIN_LIST_COUNT_CAP } from '@/lib/constants/articles';
import { getArchivePage, getSitemapXml } from '@/lib/server/articles';
import { BULK_CATEGORIES, insertBulkArticles } from '@/bench/lib/bulk-articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, createEditor } from './admin-article-api';

requirePostgres();
process.env.SITE_URL = 'https://ailex.example';
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/* 2,000 articles (bench/lib/bulk-articles.ts): row g is a draft when g % 10 = 0, in market g % 4. */
const ROWS = 2000;
const MARKETS = ['global', 'usa', 'be-fr', 'be-nl'] as const;
const BASE = { global: '/blog', usa: '/blog/usa', 'be-fr': '/blog/belgium-fr', 'be-nl': '/blog/belgium-nl' };
const publicSlugs = (m: number) => {
  const out: string[] = [];
  for (let g = 1; g <= ROWS; g += 1) if (g % 10 !== 0 && g % 4 === m) out.push(`article-${g}`);
  return out;
};
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('a blog of a few thousand articles on PostgreSQL: sitemap split, archive, admin list', () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    ({ auth } = await createEditor(testDb.get()));
    const sql = postgres(testDb.url(), { max: 1, onnotice: () => {} });
    try {
      await insertBulkArticles(sql, ROWS);
    } finally {
      await sql.end();
    }
  }, 120_000);

  it('splits each market into files of at most the limit, every public article once, with lastmod', async () => {
    const limit = 200; // injected: the real limit is tested with 60,000 articles (sitemap-split.pg.int.test.ts)
    const index = await getSitemapXml({ kind: 'index' }, limit);
    const files = [...index!.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    // 400 or 500 public articles per market (drafts are even rows): 2 or 3 files each.
    const filesOf = (i: number) => Math.ceil(publicSlugs(i).length / limit);
    expect(files.map((f) => f[1])).toEqual([
      'https://ailex.example/sitemaps/pages.xml',
      ...MARKETS.flatMap((m, i) =>
        Array.from({ length: filesOf(i) }, (_, n) => `https://ailex.example/sitemaps/${m}-${n + 1}.xml`),
      ),
    ]);
    expect(files.length).toBe(1 + 2 + 3 + 2 + 3);
    for (const [i, m] of MARKETS.entries()) {
      const perMarket = filesOf(i);
      const all: string[] = [];
      for (let chunk = 1; chunk <= perMarket; chunk += 1) {
        const xml = await getSitemapXml({ kind: 'articles', market: m, chunk }, limit);
        const urls = locs(xml);
        expect(urls.length).toBeLessThanOrEqual(limit);
        expect(xml!.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)).toHaveLength(urls.length);
        all.push(...urls);
      }
      expect(all.sort()).toEqual(
        publicSlugs(i)
          .map((s) => `https://ailex.example${BASE[m]}/${s}`)
          .sort(),
      );
      expect(await getSitemapXml({ kind: 'articles', market: m, chunk: perMarket + 1 }, limit)).toBeNull();
    }
  });

  it('lists marketing pages, market indexes and category pages in pages.xml, each with a lastmod', async () => {
    const xml = (await getSitemapXml({ kind: 'pages' }))!;
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
    const urls = entries.map((e) => e[1]);
    expect(urls).toEqual(expect.arrayContaining(['https://ailex.example/', 'https://ailex.example/tx']));
    expect(urls).toContain(`https://ailex.example/blog/usa/category/${BULK_CATEGORIES[0]}`);
    expect(entries.find((e) => e[1] === 'https://ailex.example/')?.[2]).toMatch(/^\d{4}-\d\d-\d\d/);
  });

  it('serves the index and a file over its route as XML, and 404 for a file that does not exist', async () => {
    const res = await sitemapFile(jsonRequest('/sitemaps/index.xml'), routeContext({ file: 'index.xml' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await res.text()).toContain('<sitemapindex');
    const file = await sitemapFile(jsonRequest('/sitemaps/usa-1.xml'), routeContext({ file: 'usa-1.xml' }));
    expect(locs(await file.text())).toHaveLength(publicSlugs(1).length);
    for (const name of ['usa-2.xml', 'mars-1.xml', 'usa-0.xml', 'index.txt']) {
      expect((await sitemapFile(jsonRequest(`/sitemaps/${name}`), routeContext({ file: name }))).status).toBe(
        404,
      );
    }
  });

  it('pages through a market archive newest first, every public article once, and no page past the end', async () => {
    const want = publicSlugs(0);
    const first = (await getArchivePage({ market: 'global', language: 'en', page: 1 }))!;
    expect(first.totalPages).toBe(Math.ceil(want.length / BLOG_LIST_LIMIT));
    const seen: string[] = [];
    let previous = Infinity;
    for (let page = 1; page <= first.totalPages; page += 1) {
      const p = (await getArchivePage({ market: 'global', language: 'en', page }))!;
      for (const a of p.articles) {
        expect(Date.parse(a.published_at)).toBeLessThanOrEqual(previous);
        previous = Date.parse(a.published_at);
        expect(a).not.toHaveProperty('content');
      }
      seen.push(...p.articles.map((a) => a.slug));
    }
    expect(seen.sort()).toEqual([...want].sort());
    expect(await getArchivePage({ market: 'global', language: 'en', page: first.totalPages + 1 })).toBeNull();
  });

  it('pages a category of a market the same way, and has no page for an unknown category', async () => {
    const p1 = (await getArchivePage({ market: 'be-fr', language: 'fr', page: 1, categorySlug: 'billing' }))!;
    expect(p1.category).toEqual({ slug: 'billing', name: 'billing' });
    expect(p1.articles.length).toBe(BLOG_LIST_LIMIT);
    expect(p1.articles.every((a) => a.blog_categories?.name === 'billing')).toBe(true);
    const last = (await getArchivePage({
      market: 'be-fr',
      language: 'fr',
      page: p1.totalPages,
      categorySlug: 'billing',
    }))!;
    expect(last.articles.length).toBeGreaterThan(0);
    expect(
      await getArchivePage({
        market: 'be-fr',
        language: 'fr',
        page: p1.totalPages + 1,
        categorySlug: 'billing',
      }),
    ).toBeNull();
    expect(
      await getArchivePage({ market: 'be-fr', language: 'fr', page: 1, categorySlug: 'no-such' }),
    ).toBeNull();
  });

  it('answers the admin list without bodies, with a bounded count, hasMore and a deep page', async () => {
    const get = async (query: string) => {
      const res = await list(jsonRequest(`${ARTICLES_URL}?${query}`, { headers: auth }), {});
      expect(res.status).toBe(200);
      return res.json();
    };
    const page1 = await get('page=1&limit=10');
    expect(page1.articles).toHaveLength(10);
    expect(page1.articles.some((a: object) => 'content' in a)).toBe(false);
    expect(page1.pagination).toEqual({
      page: 1,
      limit: 10,
      total: ADMIN_LIST_COUNT_CAP,
      totalExact: false,
      totalPages: ADMIN_LIST_COUNT_CAP / 10,
      hasMore: true,
    });
    const sources = await get('status=published&market=global&language=en&limit=100');
    expect(sources.articles).toHaveLength(100);
    expect(sources.articles.some((a: object) => 'content' in a)).toBe(false);
    // The last page of the whole list: exact rows, no next page.
    const last = await get(`page=${ROWS / 100}&limit=100`);
    expect(last.articles).toHaveLength(100);
    expect(last.pagination.hasMore).toBe(false);
    // 'zebra' is in rows 7, 1007: an exact count under the cap.
    const zebra = await get('search=zebra');
    expect(zebra.pagination).toMatchObject({ total: 2, totalExact: true, hasMore: false });
  });
});
