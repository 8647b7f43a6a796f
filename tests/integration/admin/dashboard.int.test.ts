import type { ArticleStatus } from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { recordAudit, AUDIT_ACTIONS } from '@/lib/server/audit';
import { createAdmin } from '@/lib/server/auth';
import {
  blogArticles,
  blogCategories,
  contactMessages,
  earlyAccessRequests,
  newsletterSubscriptions,
} from '@/lib/server/db/schema';
import { setDbForTests } from '@/lib/server/db/client';
import { createTestDatabase, testDbKind, useTestDatabase } from '@/tests/helpers/test-db';

jest.setTimeout(60_000);

describe(`dashboard figures from the database [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('counts nothing on an empty database and reports a healthy database with its latency', async () => {
    // A database of its own: the file's shared one holds whatever the other tests wrote.
    const empty = await createTestDatabase();
    setDbForTests(empty.db);
    try {
      const summary = await getDashboardSummary();
      expect(summary.counts).toEqual({
        publishedArticles: 0,
        draftArticles: 0,
        scheduledArticles: 0,
        categories: 0,
      });
      expect(summary.health.ok).toBe(true);
      expect(summary.health.latencyMs).toBeGreaterThanOrEqual(0);
      expect(summary.recentActivity).toEqual([]);
    } finally {
      setDbForTests(testDb.get());
      await empty.close();
    }
  });

  it('counts published and draft articles across markets, and categories', async () => {
    const db = testDb.get();
    const before = (await getDashboardSummary()).counts;
    const [category] = await db.insert(blogCategories).values({ name: 'Ethics', slug: 'ethics' }).returning();
    await db.insert(blogCategories).values({ name: 'Practice', slug: 'practice' });
    const article = (
      slug: string,
      status: ArticleStatus,
      market: MarketCode = 'global',
      language: Language = 'en',
    ) => ({
      title: slug,
      slug,
      content: '<p>x</p>',
      status,
      market,
      language,
      categoryId: category!.id,
    });
    await db
      .insert(blogArticles)
      .values([
        article('a', 'published'),
        article('b', 'published', 'be-fr', 'fr'),
        article('c', 'published', 'usa'),
        article('d', 'draft'),
        article('e', 'draft', 'be-nl', 'nl'),
        article('f', 'archived'),
      ]);
    const { counts } = await getDashboardSummary();
    expect(counts).toEqual({
      publishedArticles: before.publishedArticles + 3,
      draftArticles: before.draftArticles + 2,
      scheduledArticles: before.scheduledArticles,
      categories: before.categories + 2,
    });
  });

  it('lists the latest audit entries first, with the admin’s name, at most 8', async () => {
    const db = testDb.get();
    const admin = await createAdmin(db, { email: 'dash@firm.example', name: 'Dash', password: 'DashPass1' });
    const base = Date.now() - 60_000;
    for (let i = 0; i < 10; i++) {
      await recordAudit(db, {
        action: AUDIT_ACTIONS.signIn,
        adminId: admin.id,
        ipAddress: `10.0.0.${i}`,
        at: new Date(base + i * 1000),
      });
    }
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInFailed,
      detail: { email: 'who@x.example' },
      at: new Date(base + 20_000),
    });
    const { recentActivity } = await getDashboardSummary();
    expect(recentActivity).toHaveLength(8);
    expect(recentActivity[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      adminName: null,
      detail: { email: 'who@x.example' },
    });
    expect(recentActivity[1]).toMatchObject({
      action: 'auth.sign_in',
      adminName: 'Dash',
      ipAddress: '10.0.0.9',
    });
    expect(recentActivity[1]!.createdAt).toBeInstanceOf(Date);
  });

  it('counts the leads of each form that arrived in the last 7 days', async () => {
    const db = testDb.get();
    const now = new Date('2026-03-10T12:00:00Z');
    const before = (await getDashboardSummary(now)).newLeads;
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await db.insert(earlyAccessRequests).values([
      { firstName: 'A', lastName: 'New', email: 'a-new@firm.example', createdAt: at(1) },
      { firstName: 'B', lastName: 'New', email: 'b-new@firm.example', createdAt: at(6.9) },
      { firstName: 'C', lastName: 'Old', email: 'c-old@firm.example', createdAt: at(7.1) },
    ]);
    await db.insert(contactMessages).values([
      { firstName: 'D', lastName: 'New', email: 'd@firm.example', message: 'Hi', createdAt: at(0.5) },
      { firstName: 'E', lastName: 'Old', email: 'e@firm.example', message: 'Hi', createdAt: at(30) },
    ]);
    await db.insert(newsletterSubscriptions).values({ email: 'f-old@firm.example', createdAt: at(8) });
    const { newLeads } = await getDashboardSummary(now);
    expect(newLeads).toEqual({
      'early-access': before['early-access'] + 2,
      contact: before.contact + 1,
      newsletter: before.newsletter,
    });
  });
});
