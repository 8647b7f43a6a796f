import { cacheWrites, nextCacheStandIn, resetRevalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { archiveMetadata } from '@/app/_blog/seo';
import { createAdmin } from '@/lib/server/auth';
import {
  getArchivePage,
  getMarketCategories,
  insertArticle,
  type NewArticleRow,
} from '@/lib/server/articles';
import { blogCategories } from '@/lib/server/db/schema';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

process.env.SITE_URL = 'https://ailex.example';

const DAY = 24 * 60 * 60 * 1000;

/*
 * Issue 25, point 8, on the archive pages (docs/adr/0057): a market's category links and category pages
 * name each category in the market's language, and link only categories the market has articles in.
 */
describe(`a market's categories, in its language [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  beforeAll(async () => {
    const db = testDb.get();
    const author = await createAdmin(db, { email: 'cat@firm.example', name: 'Cat', password: 'Passw0rdX' });
    const [research, billing, zoning, ethics] = await db
      .insert(blogCategories)
      .values([
        {
          name: 'Legal Research',
          nameFr: 'Recherche juridique',
          nameNl: 'Juridisch onderzoek',
          slug: 'legal-research',
          color: '#10B981',
        },
        { name: 'Billing', nameFr: 'Facturation', nameNl: 'Facturatie', slug: 'billing', color: '#3B82F6' },
        // No French or Dutch name yet: the English one stands in.
        { name: 'Zoning', slug: 'zoning', color: '#F59E0B' },
        {
          name: 'AI Ethics',
          nameFr: 'Éthique de l’IA',
          nameNl: 'AI-ethiek',
          slug: 'ai-ethics',
          color: '#EF4444',
        },
      ])
      .returning();
    const now = Date.now();
    let n = 0;
    const article = (over: Partial<NewArticleRow>) => {
      n += 1;
      return insertArticle(db, {
        title: `Article ${n}`,
        slug: `article-${n}`,
        content: '<p>Body</p>',
        authorId: author.id,
        status: 'published',
        publishedAt: new Date(now - n * DAY),
        market: 'be-fr',
        language: 'fr',
        ...over,
      });
    };
    await article({ categoryId: research!.id });
    await article({ categoryId: zoning!.id });
    await article({ categoryId: ethics!.id });
    // Billing has nothing public in be-fr: a draft, a scheduled article, and articles of other markets.
    await article({ categoryId: billing!.id, status: 'draft', publishedAt: null });
    await article({ categoryId: billing!.id, publishedAt: new Date(now + 2 * DAY) });
    await article({ categoryId: billing!.id, market: 'global', language: 'en' });
    await article({ categoryId: billing!.id, market: 'be-nl', language: 'nl' });
    await article({ categoryId: null });
  });
  beforeEach(() => resetRevalidated());

  it('links only the categories with a public article in the market, named and sorted in its language', async () => {
    expect(await getMarketCategories({ market: 'be-fr', language: 'fr' })).toEqual([
      { slug: 'ai-ethics', name: 'Éthique de l’IA' },
      { slug: 'legal-research', name: 'Recherche juridique' },
      { slug: 'zoning', name: 'Zoning' },
    ]);
    expect(await getMarketCategories({ market: 'be-nl', language: 'nl' })).toEqual([
      { slug: 'billing', name: 'Facturatie' },
    ]);
    expect(await getMarketCategories({ market: 'usa', language: 'en' })).toEqual([]);
    // Cached under the market's list tag, which every article write of the market expires.
    expect(cacheWrites).toContainEqual({
      key: ['blog-archive-categories', 'be-fr', 'fr'],
      tags: ['blog', 'blog:list:be-fr:fr'],
    });
  });

  it("names a category page's category in the market's language, in the page and its title", async () => {
    const page = await getArchivePage({
      market: 'be-fr',
      language: 'fr',
      page: 1,
      categorySlug: 'legal-research',
    });
    expect(page?.category).toEqual({ slug: 'legal-research', name: 'Recherche juridique' });
    expect(page?.articles.map((a) => a.blog_categories?.name)).toEqual(['Recherche juridique']);
    expect(archiveMetadata('be-fr', page!).title).toEqual({
      absolute: expect.stringMatching(/^Recherche juridique – /),
    });
    expect(archiveMetadata('be-fr', page!).robots).toBeUndefined();
  });

  it('keeps a category page with nothing in the market out of search results, without breaking its links', async () => {
    const page = await getArchivePage({ market: 'be-fr', language: 'fr', page: 1, categorySlug: 'billing' });
    expect(page).toMatchObject({ articles: [], totalPages: 1, category: { name: 'Facturation' } });
    expect(archiveMetadata('be-fr', page!).robots).toEqual({ index: false, follow: true });
  });
});
