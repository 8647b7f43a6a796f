import { mkdtemp, readFile, stat, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { parseConfig } from '@/lib/config';
import {
  prepareInstallation,
  DEFAULT_ADMIN_EMAIL,
  readSeedArticleBody,
  seedDemoContent,
} from '@/lib/server/installation';
import {
  blogArticles,
  blogCategories,
  mediaImages,
  translations,
  websiteAdmins,
} from '@/lib/server/db/schema';
import { createLocalStorage } from '@/lib/server/media';
import { CATEGORY_COLORS } from '@/lib/constants/articles';
import { MARKETS } from '@/lib/markets';
import { verifyPassword } from '@/lib/server/auth';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { captureLog } from '@/tests/helpers/log-capture';

describe(`start-up preparation and demo seed [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ailex-seed-'));
    const logs = captureLog();
    // embedded: true is what matters here; the test database is already open and migrated.
    await prepareInstallation(testDb.get(), { ...parseConfig({ DATA_DIR: dataDir }), embedded: true });
    logs.restore();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates admin@example.com with a random password written to admin-credentials.txt (mode 600)', async () => {
    const file = path.join(dataDir, 'admin-credentials.txt');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    const password = /password: (\S+)/.exec(text)?.[1] ?? '';
    const [admin] = await testDb
      .get()
      .select()
      .from(websiteAdmins)
      .where(eq(websiteAdmins.email, DEFAULT_ADMIN_EMAIL));
    expect(admin).toBeDefined();
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
  });

  it('seeds categories coloured from the SPEC palette', async () => {
    const categories = await testDb.get().select().from(blogCategories);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const c of categories) expect(CATEGORY_COLORS).toContain(c.color);
  });

  it('seeds at least 12 published articles across every market in its language', async () => {
    const published = await testDb
      .get()
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(12);
    for (const market of MARKETS) {
      const inMarket = published.filter((a) => a.market === market.code);
      expect(inMarket.length).toBeGreaterThan(0);
      for (const a of inMarket) expect(a.language).toBe(market.language);
    }
    for (const a of published) {
      expect(a.publishedAt!.getTime()).toBeLessThan(Date.now());
      expect(a.authorId).not.toBeNull();
    }
  });

  it('seeds drafts and one archived article', async () => {
    const counts = await testDb
      .get()
      .select({ status: blogArticles.status, n: sql<number>`count(*)::int` })
      .from(blogArticles)
      .groupBy(blogArticles.status);
    const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    expect(by.draft).toBeGreaterThanOrEqual(2);
    expect(by.archived).toBe(1);
  });

  it('links at least two global/en articles to fr and nl versions through one translation key', async () => {
    const db = testDb.get();
    const translated = await db
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.isTranslation, true), isNotNull(blogArticles.baseArticleId)));
    const bases = new Set(translated.map((a) => a.baseArticleId));
    expect(bases.size).toBeGreaterThanOrEqual(2);
    for (const baseId of bases) {
      const [base] = await db.select().from(blogArticles).where(eq(blogArticles.id, baseId!));
      expect(base).toMatchObject({ market: 'global', language: 'en', isTranslation: false });
      const group = translated.filter((a) => a.baseArticleId === baseId);
      expect(group.map((a) => a.language).sort()).toEqual(['fr', 'nl']);
      for (const a of group) expect(a.translationKeyId).toBe(base!.translationKeyId);
    }
    const approved = await db.select().from(translations).where(eq(translations.isApproved, true));
    expect(approved.length).toBeGreaterThanOrEqual(12); // 2 groups x 2 languages x 3 fields
  });

  it('dates every article as written before it was published, and keeps each body from its .html file', async () => {
    const rows = await testDb.get().select().from(blogArticles);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const r of rows) {
      if (r.publishedAt) expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.publishedAt.getTime());
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
    }
    const [research] = rows.filter((r) => r.slug === 'ai-assisted-legal-research-workflow');
    expect(research?.content).toBe(await readSeedArticleBody('ai-legal-research-workflow'));
    expect(research?.content).toMatch(/^<p>For a solo practitioner, research time/);
  });

  it('is idempotent: a second seed adds nothing', async () => {
    const before = await testDb
      .get()
      .select({ n: sql<number>`count(*)::int` })
      .from(blogArticles);
    const result = await seedDemoContent(testDb.get(), {
      authorId: null,
      storage: createLocalStorage(dataDir),
    });
    const after = await testDb
      .get()
      .select({ n: sql<number>`count(*)::int` })
      .from(blogArticles);
    expect(result.articles).toBe(0);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await testDb.get().select().from(mediaImages)).toHaveLength(5);
  });

  it('puts the demo pictures in the gallery (stored, described) and the demo articles use them from there', async () => {
    const images = await testDb.get().select().from(mediaImages);
    expect(images.map((i) => i.name).sort()).toEqual([
      'demo-deadlines.jpg',
      'demo-drafting.jpg',
      'demo-intake.jpg',
      'demo-research.jpg',
      'demo-security.jpg',
    ]);
    for (const image of images) {
      expect(image).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 630 });
      expect(image.alt.length).toBeGreaterThan(10);
      const stored = await readFile(path.join(dataDir, 'uploads', image.name));
      expect(stored.byteLength).toBe(image.size);
      expect(stored.equals(await readFile(path.join('public', 'images', 'blog', image.originalName)))).toBe(
        true,
      );
    }
    const research = await testDb
      .get()
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, 'ai-assisted-legal-research-workflow'));
    expect(research.map((a) => a.featuredImageUrl)).toContain('/media/demo-research.jpg');
    const covers = await testDb.get().select({ url: blogArticles.featuredImageUrl }).from(blogArticles);
    for (const { url } of covers) if (url) expect(url).toMatch(/^\/media\/demo-[a-z]+\.jpg$/);
  });

  it('leaves an existing configured admin as it is', async () => {
    const config = {
      ...parseConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'ADMIN@example.com', ADMIN_PASSWORD: 'Other123x' }),
      embedded: true,
    };
    const [before] = await testDb
      .get()
      .select()
      .from(websiteAdmins)
      .where(eq(websiteAdmins.email, DEFAULT_ADMIN_EMAIL));
    await prepareInstallation(testDb.get(), config);
    const rows = await testDb.get().select().from(websiteAdmins);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe(before!.passwordHash);
  });
});
