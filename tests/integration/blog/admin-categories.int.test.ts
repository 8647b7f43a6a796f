import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as list, POST as create } from '@/app/api/admin/blog/categories/route';
import { DELETE as remove, PUT as update } from '@/app/api/admin/blog/categories/[id]/route';
import { auditLog, blogArticles, blogCategories } from '@/lib/server/db/schema';
import { getMarketArticles, insertArticle, lookupArticle } from '@/lib/server/articles';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { createEditor } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const URL_BASE = '/api/admin/blog/categories';

describe(`admin categories API [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    ({ auth } = await createEditor(testDb.get(), 'categories-editor@firm.example'));
  });
  beforeEach(() => resetRevalidated());

  const post = (body: unknown, headers = auth) =>
    create(jsonRequest(URL_BASE, { body, headers }), routeContext({}));
  const put = (id: string, body: unknown) =>
    update(jsonRequest(`${URL_BASE}/${id}`, { method: 'PUT', body, headers: auth }), routeContext({ id }));
  const del = (id: string) =>
    remove(jsonRequest(`${URL_BASE}/${id}`, { method: 'DELETE', headers: auth }), routeContext({ id }));
  const rowBySlug = async (slug: string) =>
    (await testDb.get().select().from(blogCategories).where(eq(blogCategories.slug, slug)))[0];

  it('refuses every method without a session, and writes nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await list(jsonRequest(URL_BASE), routeContext({}))).status).toBe(401);
    expect((await post({ name: 'Sneaky' }, {})).status).toBe(401);
    const anonymous = { method: 'PUT', body: { name: 'Sneaky' } };
    expect((await update(jsonRequest(`${URL_BASE}/${id}`, anonymous), routeContext({ id }))).status).toBe(
      401,
    );
    expect(
      (await remove(jsonRequest(`${URL_BASE}/${id}`, { method: 'DELETE' }), routeContext({ id }))).status,
    ).toBe(401);
    expect(await rowBySlug('sneaky')).toBeUndefined();
  });

  it('creates a category, deriving the slug from the name and defaulting the colour', async () => {
    const res = await post({ name: '  Déontologie & IA  ', description: 'Ethics', slug: '' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      message: 'Category created successfully',
      category: {
        id: expect.any(String),
        name: 'Déontologie & IA',
        nameFr: null,
        nameNl: null,
        slug: 'deontologie-ia',
        description: 'Ethics',
        color: '#3B82F6',
      },
    });
    expect(await rowBySlug('deontologie-ia')).toMatchObject({ id: body.category.id });
    // Names and colours show on every market's pages: the whole blog's data expires.
    expect(revalidated.tags).toEqual(expect.arrayContaining(['blog', 'blog:categories']));
    expect(revalidated.paths).toEqual(
      expect.arrayContaining(['/blog', '/blog/belgium-fr', '/blog/usa/rss.xml']),
    );
    const audit = await testDb.get().select().from(auditLog).where(eq(auditLog.action, 'category.created'));
    expect(audit.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ categoryId: body.category.id, name: 'Déontologie & IA' }),
    );
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Category name is required'],
    ['no name', { slug: 'x' }, 'Category name is required'],
    [
      'a colour outside the palette',
      { name: 'Colour', color: '#000000' },
      expect.stringMatching(/^Color must be one of #3B82F6/),
    ],
    ['a bad slug', { name: 'Slug', slug: 'Not A Slug' }, expect.stringMatching(/^Slug may contain only/)],
    ['a name with nothing to slug', { name: '!!!' }, 'Enter a slug: none can be made from this name'],
  ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
    const before = await testDb.get().select().from(blogCategories);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(message);
    expect(await testDb.get().select().from(blogCategories)).toHaveLength(before.length);
  });

  it('answers 409 for a slug that is taken, on create and on update', async () => {
    const first = await (await post({ name: 'Taken', slug: 'taken-slug', color: '#10B981' })).json();
    const clash = await post({ name: 'Other', slug: 'taken-slug' });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toBe('A category with this slug already exists');
    const other = await (await post({ name: 'Other name' })).json();
    const res = await put(other.category.id, { name: 'Other name', slug: 'taken-slug' });
    expect(res.status).toBe(409);
    expect((await rowBySlug('taken-slug'))?.id).toBe(first.category.id);
    // Keeping its own slug is not a clash.
    expect((await put(first.category.id, { name: 'Taken again', slug: 'taken-slug' })).status).toBe(200);
  });

  it('updates name, slug, description and colour, and answers 404 for an unknown id, 400 for a bad one', async () => {
    const { category } = await (await post({ name: 'Before' })).json();
    const res = await put(category.id, { name: 'After', slug: '', description: 'New', color: '#EC4899' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Category updated successfully',
      category: {
        id: category.id,
        name: 'After',
        nameFr: null,
        nameNl: null,
        slug: 'after',
        description: 'New',
        color: '#EC4899',
      },
    });
    expect(revalidated.tags).toContain('blog');
    const unknown = await put('00000000-0000-4000-8000-000000000001', { name: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('Category not found');
    expect((await put('not-a-uuid', { name: 'Ghost' })).status).toBe(400);
    expect(await rowBySlug('ghost')).toBeUndefined();
  });

  it('deletes a category and leaves its articles without one', async () => {
    const { category } = await (await post({ name: 'Doomed' })).json();
    const article = await insertArticle(testDb.get(), {
      title: 'Kept',
      slug: 'kept-after-category-delete',
      content: '<p>x</p>',
      categoryId: category.id,
    });
    const res = await del(category.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Category deleted successfully' });
    const [row] = await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, article.id));
    expect(row?.categoryId).toBeNull();
    expect(await rowBySlug('doomed')).toBeUndefined();
    expect((await del(category.id)).status).toBe(404);
  });

  it('lists every category in the spec.md "Other shapes" shape, by name', async () => {
    await post({ name: 'Zeta list' });
    await post({ name: 'Alpha list' });
    const res = await list(jsonRequest(URL_BASE, { headers: auth }), routeContext({}));
    expect(res.status).toBe(200);
    const { categories } = await res.json();
    const names = categories.map((c: { name: string }) => c.name);
    expect(names.indexOf('Alpha list')).toBeLessThan(names.indexOf('Zeta list'));
    expect(Object.keys(categories[0]).sort()).toEqual([
      'color',
      'description',
      'id',
      'name',
      'nameFr',
      'nameNl',
      'slug',
    ]);
  });

  it("names a category in French and Dutch on those languages' articles, and in English elsewhere", async () => {
    const res = await post({ name: 'Billing', nameFr: '  Facturation ', nameNl: 'Facturatie' });
    expect(res.status).toBe(201);
    const { category } = await res.json();
    expect(category).toMatchObject({ name: 'Billing', nameFr: 'Facturation', nameNl: 'Facturatie' });
    const versions = [
      { market: 'global', language: 'en', slug: 'billing-en' },
      { market: 'be-fr', language: 'fr', slug: 'billing-fr' },
      { market: 'be-nl', language: 'nl', slug: 'billing-nl' },
    ] as const;
    for (const v of versions) {
      await insertArticle(testDb.get(), {
        ...v,
        title: v.slug,
        content: '<p>x</p>',
        categoryId: category.id,
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
      });
    }
    const nameOn = async (v: (typeof versions)[number]) => {
      const found = await lookupArticle(v.market, v.language, v.slug);
      return found.kind === 'found' ? found.data.article.blog_categories?.name : found.kind;
    };
    expect(await Promise.all(versions.map(nameOn))).toEqual(['Billing', 'Facturation', 'Facturatie']);
    const feedNames = (await getMarketArticles('be-nl', 'nl', 20))
      .filter((a) => a.slug === 'billing-nl')
      .map((a) => a.blog_categories?.name);
    expect(feedNames).toEqual(['Facturatie']);

    // Cleared: the English name shows again.
    expect((await put(category.id, { name: 'Billing', nameFr: '', nameNl: null })).status).toBe(200);
    expect(await rowBySlug('billing')).toMatchObject({ nameFr: null, nameNl: null });
    expect(await nameOn(versions[1])).toBe('Billing');
  });

  it('answers 400 for a French or Dutch name over 100 characters', async () => {
    const res = await post({ name: 'Long', nameNl: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Dutch name must be at most 100 characters');
  });
});
