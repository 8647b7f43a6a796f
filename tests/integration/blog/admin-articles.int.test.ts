import { cacheWrites, nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as list, POST as create } from '@/app/api/admin/blog/articles/route';
import { DELETE as remove, GET as read, PUT as update } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as publicOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { GET as publicList } from '@/app/api/blog/articles/market/[market]/route';
import { articleSlugRedirects, blogArticles, blogCategories, translationKeys } from '@/lib/server/db/schema';
import { getMarketArticles, getSitemapXml, lookupArticle } from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  countArticles,
  ARTICLES_URL as BASE,
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
} from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

// The tests share one database but none relies on another's rows: each creates the articles it
// asserts on (own slugs), and counts are taken before and after.
describe(`admin article API and revalidation [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let adminId = '';
  let categoryId = '';

  beforeAll(async () => {
    ({ adminId, auth, categoryId } = await createEditor(testDb.get()));
  });

  beforeEach(() => resetRevalidated());

  const payload = (over: Record<string, unknown> = {}) => articlePayload(categoryId, over);
  const post = (body: unknown, headers = auth) => postArticle(body, headers);
  const put = (id: string, body: unknown) => putArticle(id, body, auth);
  const publicArticle = (market: string, slug: string) =>
    publicOne(jsonRequest(`/api/blog/articles/market/${market}/${slug}`), routeContext({ market, slug }));
  const articleCount = () => countArticles(testDb.get());
  /** Creates an article through the API and returns it as answered; revalidations are then forgotten. */
  const created = async (over: Record<string, unknown>) => {
    const res = await post(payload(over));
    expect(res.status).toBe(201);
    const { article } = await res.json();
    resetRevalidated();
    return article as { id: string; slug: string; published_at: string | null };
  };

  it('refuses every method without a valid session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const before = await articleCount();
    const noAuth = {};
    expect((await list(jsonRequest(BASE), {})).status).toBe(401);
    expect((await post(payload(), noAuth)).status).toBe(401);
    expect((await read(jsonRequest(`${BASE}/${id}`), routeContext({ id }))).status).toBe(401);
    expect(
      (await update(jsonRequest(`${BASE}/${id}`, { method: 'PUT', body: payload() }), routeContext({ id })))
        .status,
    ).toBe(401);
    expect(
      (
        await remove(
          jsonRequest(`${BASE}/${id}`, { method: 'DELETE', headers: { authorization: 'Bearer forged' } }),
          routeContext({ id }),
        )
      ).status,
    ).toBe(401);
    expect(await articleCount()).toBe(before);
  });

  it('creates a draft: sanitized body, computed read time, no publication date, the signed-in author', async () => {
    const res = await post(
      payload({
        content: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Article created successfully');
    expect(body.article).toMatchObject({
      title: 'Duty of Competence and AI',
      slug: 'duty-of-competence-ai',
      content: '<p>Hi <a>link</a></p>',
      status: 'draft',
      published_at: null,
      read_time_minutes: 1,
      featured_image_url: null,
      meta_title: null,
      market: 'global',
      language: 'en',
      is_translation: false,
      category_id: categoryId,
      blog_categories: { name: 'Ethics', color: '#EF4444' },
      website_admins: { name: 'Eve Editor' },
    });
    const [row] = await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, body.article.id));
    expect(row!.authorId).toBe(adminId);
    // A draft is not public, but the market's list, feed and sitemap are still re-checked.
    expect(revalidated.paths).toEqual([
      '/blog',
      '/blog/duty-of-competence-ai',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]);
    expect((await publicArticle('global', 'duty-of-competence-ai')).status).toBe(404);
  });

  it('refuses a duplicate slug in the same market and language with 409, and changes nothing', async () => {
    await created({ slug: 'taken-slug' });
    const before = await articleCount();
    const res = await post(payload({ slug: 'taken-slug', title: 'Another' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'An article with this slug already exists for this market and language',
    });
    expect(await articleCount()).toBe(before);
    const rows = await testDb.get().select().from(blogArticles).where(eq(blogArticles.slug, 'taken-slug'));
    expect(rows.map((r) => r.title)).toEqual(['Duty of Competence and AI']);
    expect(revalidated.paths).toEqual([]);
  });

  it.each([
    [
      'a global slug equal to a market segment',
      { slug: 'usa' },
      'The slug "usa" is reserved for a market page',
    ],
    [
      'a language the market does not offer',
      { market: 'be-nl', language: 'fr', slug: 'x' },
      'Language fr is not available in market be-nl',
    ],
    ['a missing title', { title: '  ' }, 'Title is required'],
    ['empty content', { content: '   ' }, 'Content is required'],
    [
      'a slug with spaces',
      { slug: 'Not A Slug' },
      'Slug may contain only lower-case letters, digits, underscores and single hyphens',
    ],
    ['an unknown status', { status: 'live' }, 'Invalid status: expected one of draft, published, archived'],
    ['an unknown market', { market: 'mars' }, 'Invalid market: expected one of global, usa, be-fr, be-nl'],
    [
      'a javascript: featured image',
      { featuredImageUrl: 'javascript:alert(1)' },
      'Featured image must be an http(s) URL or a path on this site',
    ],
  ])('answers 400 for %s', async (_name, over, message) => {
    const before = await articleCount();
    const res = await post(payload({ slug: 'fresh-slug', ...over }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await articleCount()).toBe(before);
  });

  it('answers 400 for malformed JSON and for an unknown category', async () => {
    const bad = await create(jsonRequest(BASE, { body: '{"title":', headers: auth }), {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Malformed JSON body' });
    const res = await post(payload({ slug: 'fresh', categoryId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Category not found' });
  });

  it('publishes: sets published_at once, shows publicly, and revalidates page, index, feed and sitemap', async () => {
    const row = await created({ slug: 'publish-me' });
    expect((await publicArticle('global', 'publish-me')).status).toBe(404);
    const before = Date.now();
    const res = await put(row.id, payload({ slug: 'publish-me', status: 'published', readTimeMinutes: 7 }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Article updated successfully');
    expect(body.article.status).toBe('published');
    expect(body.article.read_time_minutes).toBe(7);
    const publishedAt = Date.parse(body.article.published_at);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(revalidated.paths).toEqual(['/blog', '/blog/publish-me', '/blog/rss.xml', '/sitemap.xml']);
    expect(revalidated.tags).toEqual([
      'blog:article:global:en:publish-me',
      'blog:list:global:en',
      'blog:sitemap',
      'blog:sitemap:global',
    ]);
    expect((await publicArticle('global', 'publish-me')).status).toBe(200);

    // A later edit keeps the first publication date.
    const again = await (
      await put(row.id, payload({ slug: 'publish-me', status: 'published', title: 'Edited title' }))
    ).json();
    expect(again.article.published_at).toBe(body.article.published_at);
    expect(again.article.title).toBe('Edited title');
  });

  it('renames a published article: the old slug redirects, and both URLs are revalidated', async () => {
    const row = await created({ slug: 'rename-before', status: 'published' });
    const res = await put(row.id, payload({ status: 'published', slug: 'rename-after' }));
    expect(res.status).toBe(200);
    expect(revalidated.paths).toEqual([
      '/blog',
      '/blog/rename-after',
      '/blog/rename-before',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]);
    const redirects = await testDb
      .get()
      .select()
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, row.id));
    expect(redirects).toEqual([
      expect.objectContaining({
        articleId: row.id,
        market: 'global',
        language: 'en',
        oldSlug: 'rename-before',
      }),
    ]);
    expect(await lookupArticle('global', 'en', 'rename-before')).toEqual({
      kind: 'moved',
      market: 'global',
      slug: 'rename-after',
    });
  });

  it('lists with pagination, search and filters', async () => {
    // A category of its own: the filters below see only this test's twelve articles.
    const [own] = await testDb
      .get()
      .insert(blogCategories)
      .values({ name: 'Listing', slug: 'listing', color: '#10B981' })
      .returning();
    const inList = `categoryId=${own!.id}`;
    await created({ slug: 'competence-and-ai', categoryId: own!.id, status: 'published' });
    for (let i = 0; i < 11; i += 1) {
      const r = await post(
        payload({
          categoryId: own!.id,
          slug: `nl-${i}`,
          title: `Artikel ${i}`,
          summary: `Samenvatting ${i}`,
          market: 'be-nl',
          language: 'nl',
          status: i % 2 ? 'published' : 'draft',
        }),
      );
      expect(r.status).toBe(201);
    }
    const page1 = await (await list(jsonRequest(`${BASE}?page=1&${inList}`, { headers: auth }), {})).json();
    expect(page1.articles).toHaveLength(10);
    expect(page1.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 12,
      totalExact: true,
      totalPages: 2,
      hasMore: true,
    });
    // Bodies stay out of the list: the editor reads one article at a time.
    expect(page1.articles.some((a: object) => 'content' in a)).toBe(false);
    expect(page1.articles[0]).toHaveProperty('summary');
    const page2 = await (await list(jsonRequest(`${BASE}?page=2&${inList}`, { headers: auth }), {})).json();
    expect(page2.articles).toHaveLength(2);
    const nlPublished = await (
      await list(
        jsonRequest(`${BASE}?market=be-nl&language=nl&status=published&limit=100&${inList}`, {
          headers: auth,
        }),
        {},
      )
    ).json();
    expect(nlPublished.pagination.total).toBe(5);
    expect(
      nlPublished.articles.every(
        (a: { status: string; market: string }) => a.status === 'published' && a.market === 'be-nl',
      ),
    ).toBe(true);
    const search = await (
      await list(jsonRequest(`${BASE}?search=competence&status=all&${inList}`, { headers: auth }), {})
    ).json();
    expect(search.articles.map((a: { slug: string }) => a.slug)).toEqual(['competence-and-ai']);
    // LIKE wildcards in a search are literal.
    expect(
      (await (await list(jsonRequest(`${BASE}?search=%25%25%25`, { headers: auth }), {})).json()).pagination
        .total,
    ).toBe(0);
    const bad = await list(jsonRequest(`${BASE}?status=gone`, { headers: auth }), {});
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(
      'Invalid status: expected one of draft, published, archived, scheduled',
    );
  });

  it('reads one article, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const row = await created({ slug: 'read-me' });
    const ok = await read(jsonRequest(`${BASE}/${row.id}`, { headers: auth }), routeContext({ id: row.id }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).article).toMatchObject({
      id: row.id,
      slug: 'read-me',
      updated_at: expect.any(String),
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await read(
      jsonRequest(`${BASE}/${missing}`, { headers: auth }),
      routeContext({ id: missing }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Article not found' });
    expect(
      (await read(jsonRequest(`${BASE}/nope`, { headers: auth }), routeContext({ id: 'nope' }))).status,
    ).toBe(400);
  });

  it('unpublishes (archive): gone from the public list at once', async () => {
    // The only article of this file in the usa market, so the public list is exactly this one.
    const row = await created({ slug: 'archive-me', market: 'usa', status: 'published' });
    const listed = async () =>
      (
        await (
          await publicList(jsonRequest('/api/blog/articles/market/usa'), routeContext({ market: 'usa' }))
        ).json()
      ).articles.map((a: { slug: string }) => a.slug);
    expect(await listed()).toEqual(['archive-me']);
    expect(
      (await put(row.id, payload({ status: 'archived', slug: 'archive-me', market: 'usa' }))).status,
    ).toBe(200);
    expect(await listed()).toEqual([]);
    expect(revalidated.paths).toContain('/blog/usa/archive-me');
  });

  it('revalidates every language version of a translated article', async () => {
    const db = testDb.get();
    const [key] = await db.insert(translationKeys).values({ key: 'blog.article.group-test' }).returning();
    const en = await (
      await post(payload({ slug: 'group-en', status: 'published', translationKeyId: key!.id }))
    ).json();
    resetRevalidated();
    const fr = await post(
      payload({
        slug: 'groupe-fr',
        market: 'be-fr',
        language: 'fr',
        status: 'published',
        isTranslation: true,
        translationKeyId: key!.id,
        baseArticleId: en.article.id,
      }),
    );
    expect(fr.status).toBe(201);
    expect(revalidated.paths).toEqual(
      expect.arrayContaining([
        '/blog/group-en',
        '/blog/belgium-fr/groupe-fr',
        '/blog',
        '/blog/belgium-fr',
        '/blog/rss.xml',
        '/blog/belgium-fr/rss.xml',
      ]),
    );
    const found = await lookupArticle('global', 'en', 'group-en');
    expect(found.kind === 'found' && found.data.versions).toEqual([
      { market: 'global', language: 'en', slug: 'group-en' },
      { market: 'be-fr', language: 'fr', slug: 'groupe-fr' },
    ]);
    // Every tag the write expired is one that the reads of those pages are actually cached under.
    await lookupArticle('be-fr', 'fr', 'groupe-fr');
    await getMarketArticles('global', 'en', 20);
    await getMarketArticles('be-fr', 'fr', 20);
    await getSitemapXml({ kind: 'index' });
    await getSitemapXml({ kind: 'articles', market: 'global', chunk: 1 });
    await getSitemapXml({ kind: 'articles', market: 'be-fr', chunk: 1 });
    const cachedTags = new Set(cacheWrites.flatMap((w) => w.tags));
    expect(revalidated.tags.length).toBeGreaterThan(0);
    for (const tag of revalidated.tags) expect(cachedTags).toContain(tag);
  });

  it('deletes an article, revalidating its pages; a second delete answers 404', async () => {
    const [key] = await testDb
      .get()
      .insert(translationKeys)
      .values({ key: 'blog.article.delete-test' })
      .returning();
    const row = await created({ slug: 'delete-en', status: 'published', translationKeyId: key!.id });
    await created({
      slug: 'supprimer-fr',
      market: 'be-fr',
      language: 'fr',
      status: 'published',
      isTranslation: true,
      translationKeyId: key!.id,
      baseArticleId: row.id,
    });
    const res = await remove(
      jsonRequest(`${BASE}/${row.id}`, { method: 'DELETE', headers: auth }),
      routeContext({ id: row.id }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Article deleted successfully' });
    expect(revalidated.paths).toEqual(
      expect.arrayContaining(['/blog/delete-en', '/blog/belgium-fr/supprimer-fr', '/sitemap.xml']),
    );
    // Moved to the trash (docs/adr/0084), not deleted: the row stays, dated, until purged.
    const [trashed] = await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, row.id));
    expect(trashed?.deletedAt).toBeInstanceOf(Date);
    const again = await remove(
      jsonRequest(`${BASE}/${row.id}`, { method: 'DELETE', headers: auth }),
      routeContext({ id: row.id }),
    );
    expect(again.status).toBe(404);
  });
});
