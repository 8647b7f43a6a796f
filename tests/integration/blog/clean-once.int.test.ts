import { cacheWrites, nextCacheStandIn, resetRevalidated } from './next-cache-recorder';
// The article writes revalidate pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);

import { eq } from 'drizzle-orm';
import { GET as listMarket } from '@/app/api/blog/articles/market/[market]/route';
import { GET as getOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { POST as createLink } from '@/app/api/admin/blog/articles/[id]/preview-link/route';
import PreviewPage from '@/app/(preview)/preview/[token]/page';
import { SANITIZER_VERSION, sanitizeHtml } from '@/lib/sanitize-html';
import { insertArticle, updateArticleRow } from '@/lib/server/articles';
import type { Db } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import { sanitizerRuns } from '@/lib/server/tasks/sanitize-pool';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { HOSTILE_BODY, SANITIZED_BODY } from '../../unit/blog/hostile-html';
import { articlePayload, createEditor, postArticle, type Editor } from './admin-article-api';

jest.setTimeout(120_000);
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const HOUR = 60 * 60 * 1000;
const one = (slug: string) =>
  getOne(jsonRequest(`/api/blog/articles/market/global/${slug}`), routeContext({ market: 'global', slug }));
const list = (market: string, query = '') =>
  listMarket(jsonRequest(`/api/blog/articles/market/${market}${query}`), routeContext({ market }));

async function storedBody(db: Db, id: string) {
  const [row] = await db
    .select({
      content: blogArticles.content,
      version: blogArticles.contentSanitizerVersion,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .where(eq(blogArticles.id, id));
  if (!row) throw new Error(`no article ${id}`);
  return row;
}

/** A published article written around the savers (as rows from before migration 0020 are): version 0. */
function insertStale(db: Db, slug: string, content: string) {
  return insertArticle(db, {
    title: `Stale ${slug}`,
    slug,
    content,
    status: 'published',
    market: 'global',
    language: 'en',
    publishedAt: new Date(Date.now() - HOUR),
  });
}

/** Bodies each pool of this process was handed while `work` ran (the pools count every body they take). */
async function cleansDuring(work: () => Promise<unknown>): Promise<{ saves: number; reads: number }> {
  const before = sanitizerRuns();
  await work();
  const after = sanitizerRuns();
  return { saves: after.saves - before.saves, reads: after.reads - before.reads };
}

describe(`clean once: bodies are cleaned when saved, not when read [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'clean-once@firm.example');
  });
  beforeEach(() => resetRevalidated());

  const publish = async (slug: string, content: string) => {
    const res = await postArticle(
      articlePayload(editor.categoryId, { slug, content, status: 'published' }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    return (await res.json()).article as { id: string };
  };

  it("stores a saved body clean, with the running sanitizer's version", async () => {
    const { id } = await publish('saved-hostile', HOSTILE_BODY);
    const row = await storedBody(testDb.get(), id);
    expect(row.content).toBe(SANITIZED_BODY);
    expect(row.version).toBe(SANITIZER_VERSION);
  });

  it('serves a saved article on the page API, the list API and a preview without running the cleaner', async () => {
    const { id } = await publish('saved-plain', '<p>Saved <strong>once</strong>.</p>');
    const link = await createLink(
      jsonRequest(`/api/admin/blog/articles/${id}/preview-link`, { method: 'POST', headers: editor.auth }),
      routeContext({ id }),
    );
    expect(link.status).toBe(201);
    const token = new URL((await link.json()).url).pathname.split('/').pop()!;
    // The recorder stores nothing: every read below is a cold read (a cache fill).
    const cleans = await cleansDuring(async () => {
      for (let i = 0; i < 3; i++) {
        const res = await one('saved-plain');
        expect(res.status).toBe(200);
        expect((await res.json()).content).toBe('<p>Saved <strong>once</strong>.</p>');
        expect((await list('global')).status).toBe(200);
        await PreviewPage({ params: Promise.resolve({ token }) });
      }
    });
    expect(cleans).toEqual({ saves: 0, reads: 0 });
  });

  it('cleans a body stored by an older sanitizer once, on its first read, and stores it back', async () => {
    const db = testDb.get();
    const stale = await insertStale(db, 'stored-stale', HOSTILE_BODY);
    expect((await storedBody(db, stale.id)).version).toBe(0);
    const first = await cleansDuring(async () => {
      const res = await one('stored-stale');
      expect(res.status).toBe(200);
      expect((await res.json()).content).toBe(SANITIZED_BODY);
    });
    expect(first).toEqual({ saves: 0, reads: 1 });
    const row = await storedBody(db, stale.id);
    expect(row).toEqual({ content: SANITIZED_BODY, version: SANITIZER_VERSION, updatedAt: stale.updatedAt });
    const later = await cleansDuring(async () => {
      expect((await (await one('stored-stale')).json()).content).toBe(SANITIZED_BODY);
      expect((await list('global')).status).toBe(200);
    });
    expect(later).toEqual({ saves: 0, reads: 0 });
  });

  it('cleans a stale body once however many readers arrive together', async () => {
    const db = testDb.get();
    const body = '<p>x</p><img src=x onerror=alert(1)>'.repeat(2_000);
    const stale = await insertStale(db, 'stale-crowd', body);
    const cleans = await cleansDuring(async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, () => one('stale-crowd')),
        ...Array.from({ length: 4 }, () => list('global')),
      ]);
      for (const res of answers) expect(res.status).toBe(200);
    });
    expect(cleans).toEqual({ saves: 0, reads: 1 });
    // Concurrent misses of one cache entry share one fill: one row read, one entry written.
    expect(cacheWrites.map((w) => w.key.join('/')).sort()).toEqual([
      'blog-article/global/en/stale-crowd',
      'blog-list/global/en/20',
    ]);
    expect(await storedBody(db, stale.id)).toMatchObject({
      content: sanitizeHtml(body),
      version: SANITIZER_VERSION,
    });
  });

  it('treats a body written without the version that cleaned it as never cleaned', async () => {
    const db = testDb.get();
    const { id } = await publish('rewritten-around', '<p>Clean.</p>');
    // A write of the body that is not a save (a script, a future use-case) must not inherit "clean".
    await updateArticleRow(db, id, { content: HOSTILE_BODY });
    expect((await storedBody(db, id)).version).toBe(0);
    expect((await (await one('rewritten-around')).json()).content).toBe(SANITIZED_BODY);
  });

  it('answers a stored body that cannot be cleaned with a 500, never unclean and never cached', async () => {
    // Only a row written around the savers can nest this deep: a save refuses it (400, nothing stored).
    await insertStale(testDb.get(), 'stored-too-deep', '<div>'.repeat(150) + '<img src=x onerror=alert(1)>');
    const res = await one('stored-too-deep');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('onerror');
    expect(cacheWrites).toEqual([]);
  });

  it.each([
    ["the audit's limit of 6", '?limit=6'],
    ['a limit of 100', '?language=en&limit=100'],
    ['a limit of 19', '?limit=19'],
  ])('refuses %s with a 400 JSON error and leaves no cache entry', async (_name, query) => {
    const res = await list('usa', query);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control') ?? '').not.toContain('s-maxage');
    expect(await res.json()).toMatchObject({ error: 'Invalid limit: expected 20' });
    expect(cacheWrites).toEqual([]);
  });

  it('keeps one cache entry per market and language whatever limit is asked', async () => {
    for (const query of ['', '?limit=20', '?limit=', '?limit=6', '?limit=7', '?limit=100'])
      await list('usa', query);
    expect(new Set(cacheWrites.map((w) => w.key.join('/')))).toEqual(new Set(['blog-list/usa/en/20']));
  });
});
