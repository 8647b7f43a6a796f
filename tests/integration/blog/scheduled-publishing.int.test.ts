import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { and, eq } from 'drizzle-orm';
import { GET as listAdmin } from '@/app/api/admin/blog/articles/route';
import { GET as listMarket } from '@/app/api/blog/articles/market/[market]/route';
import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { GET as globalFeed } from '@/app/(blog-en)/blog/rss.xml/route';
import { GET as belgiumFrFeed } from '@/app/(blog-fr)/blog/belgium-fr/rss.xml/route';
import { getMarketArticles, getSitemapXml, insertArticle, lookupArticle } from '@/lib/server/articles';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { ADMIN_VIEWER } from '@/tests/helpers/viewers';
import { blogArticles } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { approveTranslation, entriesOf, putTranslation } from '../translations/translation-api';
import {
  ARTICLES_URL,
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
process.env.SITE_URL = 'https://ailex.example';
jest.setTimeout(60_000);

const MINUTE = 60_000;
const FR = { title: 'Le devoir programmé', summary: 'Bientôt.', content: '<p>Bientôt</p>' };

/**
 * The clock is moved, not waited for: only Date is faked (the database drivers keep their real timers),
 * so every `new Date()` of the public reads, the list filter and the dashboard sees the moved time.
 */
function moveClockTo(at: number): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

const one = (market: string, slug: string) =>
  getOne(jsonRequest(`/api/blog/articles/market/${market}/${slug}`), routeContext({ market, slug }));
const listedSlugs = async (market: string) =>
  (
    (await (
      await listMarket(jsonRequest(`/api/blog/articles/market/${market}`), routeContext({ market }))
    ).json()) as {
      articles: { slug: string }[];
    }
  ).articles.map((a) => a.slug);
const adminList = async (query: string, auth: Record<string, string>) =>
  listAdmin(jsonRequest(`${ARTICLES_URL}?${query}`, { headers: auth }), {});

describe(`scheduled publishing (issue 23 point 1) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'scheduler@firm.example');
  });
  afterEach(() => jest.useRealTimers());

  async function publish(slug: string, over: Record<string, unknown> = {}) {
    const res = await postArticle(
      articlePayload(editor.categoryId, { slug, title: `Title of ${slug}`, status: 'published', ...over }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { article: { id: string; published_at: string; updated_at: string } })
      .article;
  }

  async function translateToFrench(slug: string) {
    const entries = await entriesOf(slug, editor.auth);
    for (const field of ['title', 'summary', 'content'] as const) {
      const entry = entries.get(`fr.${field}`)!;
      const res = await putTranslation(entry.id, { content: FR[field], is_approved: false }, editor.auth);
      expect(res.status).toBe(200);
      expect((await approveTranslation(entry.id, editor.auth)).status).toBe(200);
    }
  }

  it('keeps a scheduled article and its be-fr translation off every public read until their time, then shows them by themselves', async () => {
    const start = Date.now();
    const due = new Date(start + 10 * MINUTE);
    const source = await publish('scheduled-source', { publishedAt: due.toISOString() });
    expect(source.published_at).toBe(due.toISOString());
    await translateToFrench('scheduled-source');
    const [french] = await testDb
      .get()
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.market, 'be-fr'), eq(blogArticles.baseArticleId, source.id)));
    // Approving the translation of a scheduled source schedules the translation at the source's time.
    expect(french?.status).toBe('published');
    expect(french?.publishedAt?.toISOString()).toBe(due.toISOString());
    const frSlug = french!.slug;

    // A live article whose nl version is scheduled: its hreflang set leaves the nl version out until then.
    const live = await publish('live-with-scheduled-nl');
    const liveRow = (await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, live.id)))[0]!;
    await insertArticle(testDb.get(), {
      title: 'Live versie',
      slug: 'live-with-scheduled-nl',
      content: '<p>Binnenkort</p>',
      status: 'published',
      market: 'be-nl',
      language: 'nl',
      isTranslation: true,
      baseArticleId: live.id,
      translationKeyId: liveRow.translationKeyId,
      publishedAt: due,
    });

    const everywhere = async () => {
      const liveLookup = await lookupArticle('global', 'en', 'live-with-scheduled-nl');
      return {
        apiSource: (await one('global', 'scheduled-source')).status,
        apiFrench: (await one('be-fr', frSlug)).status,
        listGlobal: (await listedSlugs('global')).includes('scheduled-source'),
        listFrench: (await listedSlugs('be-fr')).includes(frSlug),
        index: (await getMarketArticles('global', 'en', 20)).some((a) => a.slug === 'scheduled-source'),
        page: (await lookupArticle('global', 'en', 'scheduled-source')).kind,
        pageFrench: (await lookupArticle('be-fr', 'fr', frSlug)).kind,
        feed: (await (await globalFeed()).text()).includes('/blog/scheduled-source'),
        feedFrench: (await (await belgiumFrFeed()).text()).includes(`/blog/belgium-fr/${frSlug}`),
        sitemap: ((await getSitemapXml({ kind: 'articles', market: 'global', chunk: 1 })) ?? '').includes(
          '/blog/scheduled-source<',
        ),
        sitemapFrench: (
          (await getSitemapXml({ kind: 'articles', market: 'be-fr', chunk: 1 })) ?? ''
        ).includes(`/blog/belgium-fr/${frSlug}<`),
        hreflang: liveLookup.kind === 'found' ? liveLookup.data.versions.map((v) => v.market).sort() : [],
      };
    };

    expect(await everywhere()).toEqual({
      apiSource: 404,
      apiFrench: 404,
      listGlobal: false,
      listFrench: false,
      index: false,
      page: 'missing',
      pageFrench: 'missing',
      feed: false,
      feedFrench: false,
      sitemap: false,
      sitemapFrench: false,
      hreflang: ['global'],
    });

    // One second before its time, still hidden; one second after, public everywhere with no admin action.
    moveClockTo(due.getTime() - 1000);
    expect((await everywhere()).apiSource).toBe(404);
    moveClockTo(due.getTime() + 1000);
    expect(await everywhere()).toEqual({
      apiSource: 200,
      apiFrench: 200,
      listGlobal: true,
      listFrench: true,
      index: true,
      page: 'found',
      pageFrench: 'found',
      feed: true,
      feedFrench: true,
      sitemap: true,
      sitemapFrench: true,
      hreflang: ['be-nl', 'global'],
    });
  });

  it('lists exactly the scheduled articles under status=scheduled, counts them on the dashboard and audits the schedule', async () => {
    const start = Date.now();
    // A category of this test's own: the first test's articles are still scheduled in real time.
    const { categoryId } = await createEditor(testDb.get(), 'lister@firm.example');
    const before = (await getDashboardSummary(ADMIN_VIEWER)).counts;
    const soon = new Date(start + 30 * MINUTE).toISOString();
    const scheduled = await publish('waits-for-its-time', { publishedAt: soon, categoryId });
    await publish('already-dated', { publishedAt: new Date(start - MINUTE).toISOString(), categoryId });
    const draftRes = await postArticle(
      articlePayload(categoryId, { slug: 'draft-with-a-date', publishedAt: soon }),
      editor.auth,
    );
    expect(draftRes.status).toBe(201);

    const scheduledSlugs = async () => {
      const res = await adminList(`status=scheduled&categoryId=${categoryId}`, editor.auth);
      expect(res.status).toBe(200);
      return ((await res.json()) as { articles: { slug: string }[] }).articles.map((a) => a.slug);
    };
    expect(await scheduledSlugs()).toEqual(['waits-for-its-time']);
    const summary = await getDashboardSummary(ADMIN_VIEWER);
    expect(summary.counts).toEqual({
      ...before,
      scheduledArticles: before.scheduledArticles + 1,
      publishedArticles: before.publishedArticles + 1,
      draftArticles: before.draftArticles + 1,
    });
    const audited = summary.recentActivity
      .filter((e) => e.action.startsWith('article.') && e.detail.slug === 'waits-for-its-time')
      .map((e) => e.action);
    expect(audited).toEqual(['article.scheduled', 'article.created']);

    // A new time for a scheduled article is a schedule again.
    const later = new Date(start + 60 * MINUTE).toISOString();
    const moved = await putArticle(
      scheduled.id,
      articlePayload(categoryId, {
        slug: 'waits-for-its-time',
        title: 'Title of waits-for-its-time',
        status: 'published',
        publishedAt: later,
        updatedAt: scheduled.updated_at,
      }),
      editor.auth,
    );
    expect(moved.status).toBe(200);
    const latest = (await getDashboardSummary(ADMIN_VIEWER)).recentActivity.find(
      (e) => e.detail.slug === 'waits-for-its-time',
    );
    expect(latest?.action).toBe('article.scheduled');

    moveClockTo(Date.parse(later) + 1000);
    expect(await scheduledSlugs()).toEqual([]);
    // Every schedule in this database (the first test's included) is due by then.
    expect((await getDashboardSummary(ADMIN_VIEWER)).counts.scheduledArticles).toBe(0);
  });

  it('moves the schedule of a waiting translation with its source, and refuses an unknown status filter', async () => {
    const start = Date.now();
    const source = await publish('rescheduled-source', {
      publishedAt: new Date(start + 5 * MINUTE).toISOString(),
    });
    await translateToFrench('rescheduled-source');
    const later = new Date(start + 90 * MINUTE);
    const res = await putArticle(
      source.id,
      articlePayload(editor.categoryId, {
        slug: 'rescheduled-source',
        title: 'Title of rescheduled-source',
        status: 'published',
        publishedAt: later.toISOString(),
        updatedAt: source.updated_at,
      }),
      editor.auth,
    );
    expect(res.status).toBe(200);
    const [french] = await testDb
      .get()
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.market, 'be-fr'), eq(blogArticles.baseArticleId, source.id)));
    expect(french?.publishedAt?.toISOString()).toBe(later.toISOString());

    const bad = await adminList('status=soon', editor.auth);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(
      'Invalid status: expected one of draft, published, archived, scheduled',
    );
  });
});
