import type { Db } from '@/lib/server/db/client';
import { createAdmin } from '@/lib/server/auth';
import { insertArticle, type NewArticleRow } from '@/lib/server/articles';
import { blogCategories } from '@/lib/server/db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** A small, known data set written through the repositories: what each public-API test expects. */
export async function seedBlogFixture(db: Db) {
  const author = await createAdmin(db, {
    email: 'author@firm.example',
    name: 'Ada Author',
    password: 'Passw0rdX',
  });
  const [category] = await db
    .insert(blogCategories)
    .values({ name: 'Legal Research', slug: 'legal-research', color: '#10B981', description: 'Research' })
    .returning();
  const now = Date.now();
  const base = (over: Partial<NewArticleRow>): NewArticleRow => ({
    title: 'Untitled',
    slug: 'untitled',
    summary: 'A summary.',
    content: '<p>Body</p>',
    authorId: author.id,
    categoryId: category!.id,
    status: 'published',
    market: 'global',
    language: 'en',
    ...over,
  });
  const older = await insertArticle(
    db,
    base({
      title: 'Older',
      slug: 'older',
      publishedAt: new Date(now - 10 * DAY),
      readTimeMinutes: 4,
      metaTitle: 'Older meta',
    }),
  );
  const newer = await insertArticle(
    db,
    base({
      title: 'Newer',
      slug: 'newer',
      publishedAt: new Date(now - 1 * DAY),
      categoryId: null,
      featuredImageUrl: '/images/blog/research.jpg',
    }),
  );
  await insertArticle(
    db,
    base({ title: 'Scheduled', slug: 'scheduled', publishedAt: new Date(now + 2 * DAY) }),
  );
  await insertArticle(db, base({ title: 'Draft', slug: 'draft', status: 'draft', publishedAt: null }));
  await insertArticle(
    db,
    base({ title: 'Archived', slug: 'archived', status: 'archived', publishedAt: new Date(now - 30 * DAY) }),
  );
  await insertArticle(
    db,
    base({ title: 'USA only', slug: 'usa-only', market: 'usa', publishedAt: new Date(now - 2 * DAY) }),
  );
  await insertArticle(
    db,
    base({
      title: 'Version française',
      slug: 'version-francaise',
      market: 'be-fr',
      language: 'fr',
      publishedAt: new Date(now - 3 * DAY),
    }),
  );
  for (let i = 0; i < 25; i += 1) {
    await insertArticle(
      db,
      base({
        title: `Bulk ${i}`,
        slug: `bulk-${i}`,
        market: 'be-nl',
        language: 'nl',
        publishedAt: new Date(now - (i + 1) * 60_000),
      }),
    );
  }
  return { author, category: category!, older, newer };
}
