import type { ArticleStatus } from '@/lib/constants/articles';
import type { Language, MarketCode } from '@/lib/markets';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { ADMIN_VIEWER } from '@/tests/helpers/viewers';
import { recordAudit, AUDIT_ACTIONS } from '@/lib/server/audit';
import { createAdmin } from '@/lib/server/auth';
import {
  analyticsMarketDays,
  blogArticles,
  blogCategories,
  contactMessages,
  earlyAccessRequests,
  newsletterSubscribers,
  websiteAdmins,
} from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
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
      const summary = await getDashboardSummary(ADMIN_VIEWER);
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
    const before = (await getDashboardSummary(ADMIN_VIEWER)).counts;
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
    const { counts } = await getDashboardSummary(ADMIN_VIEWER);
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
    const { recentActivity } = await getDashboardSummary(ADMIN_VIEWER);
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
    const before = (await getDashboardSummary(ADMIN_VIEWER, now)).newLeads;
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
    await db.insert(newsletterSubscribers).values({
      email: 'f-old@firm.example',
      market: 'usa',
      language: 'en',
      consentVersion: 'v',
      consentText: 'text',
      consentAt: new Date(),
      createdAt: at(8),
    });
    const { newLeads } = await getDashboardSummary(ADMIN_VIEWER, now);
    expect(newLeads).toEqual({
      'early-access': before!['early-access'] + 2,
      contact: before!.contact + 1,
      newsletter: before!.newsletter,
    });
  });

  it('counts readers this week (all markets, today included) against the week before, for editors too', async () => {
    const db = testDb.get();
    const now = new Date('2027-01-14T09:00:00Z');
    await db.insert(analyticsMarketDays).values([
      { day: '2027-01-14', market: '*', views: 30, visitors: 12 },
      { day: '2027-01-08', market: '*', views: 20, visitors: 8 },
      { day: '2027-01-07', market: '*', views: 25, visitors: 10 },
      { day: '2027-01-14', market: 'usa', views: 5, visitors: 5 },
    ]);
    expect((await getDashboardSummary(ADMIN_VIEWER, now)).readers).toEqual({ visitors: 20, previous: 10 });
    expect((await getDashboardSummary({ ...ADMIN_VIEWER, role: 'editor' }, now)).readers).toEqual({
      visitors: 20,
      previous: 10,
    });
  });

  it('shows an editor no leads figures, and of the log only content changes and their own account', async () => {
    const db = testDb.get();
    const admin = await createAdmin(db, { email: 'boss@firm.example', name: 'Boss', password: 'BossPass12' });
    const editor = await createAdmin(db, { email: 'ed@firm.example', name: 'Ed', password: 'EdPass1234' });
    await db.update(websiteAdmins).set({ role: 'editor' }).where(eq(websiteAdmins.id, editor.id));
    const at = Date.now() + 60_000;
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signIn,
      adminId: admin.id,
      ipAddress: '10.1.1.1',
      at: new Date(at),
    });
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signInFailed,
      detail: { email: 'boss@firm.example' },
      ipAddress: '10.1.1.2',
      at: new Date(at + 1000),
    });
    await recordAudit(db, {
      action: AUDIT_ACTIONS.articleCreated,
      adminId: admin.id,
      detail: { name: 'Deadlines' },
      ipAddress: '10.1.1.3',
      at: new Date(at + 2000),
    });
    await recordAudit(db, {
      action: AUDIT_ACTIONS.signIn,
      adminId: editor.id,
      ipAddress: '10.2.2.2',
      at: new Date(at + 3000),
    });

    const seen = await getDashboardSummary({ adminId: editor.id, role: 'editor' });
    expect(seen.newLeads).toBeNull();
    const recent = seen.recentActivity.filter((e) => e.createdAt.getTime() >= at);
    expect(recent.map((e) => [e.action, e.adminName, e.ipAddress])).toEqual([
      ['auth.sign_in', 'Ed', '10.2.2.2'],
      ['article.created', 'Boss', null],
    ]);

    // The admin sees every entry with its address.
    const all = (await getDashboardSummary(ADMIN_VIEWER)).recentActivity.filter(
      (e) => e.createdAt.getTime() >= at,
    );
    expect(all.map((e) => e.ipAddress)).toEqual(['10.2.2.2', '10.1.1.3', '10.1.1.2', '10.1.1.1']);
  });
});
