import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { and, eq, sql } from 'drizzle-orm';
import { PUT as update } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as listRoute } from '@/app/api/admin/blog/articles/[id]/revisions/route';
import type { AdminArticleData, ArticleRevisionSummary } from '@/lib/admin/article-types';
import { ARTICLE_MESSAGES } from '@/lib/server/articles';
import { auditLog, articleRevisions } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  ARTICLES_URL,
  articlePayload,
  createEditor,
  postArticle,
  putArticle,
  type Editor,
} from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

/** The editor's autosave: PUT …/articles/{id}?autosave=1 (docs/adr/0087). */
const autosaveRequest = (id: string, body: unknown, headers: Record<string, string>, flag = '1') =>
  update(
    jsonRequest(`${ARTICLES_URL}/${id}?autosave=${flag}`, { method: 'PUT', body, headers }),
    routeContext({ id }),
  );

describe(`autosave of never-published drafts (issue 23 point 5) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let writer: Editor;
  let colleague: Editor;

  beforeAll(async () => {
    writer = await createEditor(testDb.get(), 'writer@autosave.example');
    colleague = await createEditor(testDb.get(), 'colleague@autosave.example');
  });

  async function create(slug: string, over: Record<string, unknown> = {}): Promise<AdminArticleData> {
    const res = await postArticle(articlePayload(writer.categoryId, { slug, ...over }), writer.auth);
    expect(res.status).toBe(201);
    return ((await res.json()) as { article: AdminArticleData }).article;
  }

  const payloadOf = (a: AdminArticleData, over: Record<string, unknown> = {}) =>
    articlePayload(writer.categoryId, {
      slug: a.slug,
      title: a.title,
      status: a.status,
      updatedAt: a.updated_at,
      ...over,
    });

  async function autosave(a: AdminArticleData, over: Record<string, unknown>, who = writer) {
    const res = await autosaveRequest(a.id, payloadOf(a, over), who.auth);
    expect(res.status).toBe(200);
    return ((await res.json()) as { article: AdminArticleData }).article;
  }

  async function revisionsOf(id: string): Promise<ArticleRevisionSummary[]> {
    const res = await listRoute(
      jsonRequest(`${ARTICLES_URL}/${id}/revisions`, { headers: writer.auth }),
      routeContext({ id }),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { revisions: ArticleRevisionSummary[] }).revisions;
  }

  const auditedFor = async (articleId: string) =>
    (
      await testDb
        .get()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.detail}->>'articleId' = ${articleId}`)
        .orderBy(auditLog.createdAt)
    ).map((r) => r.action);

  it('saves every pause of a writing session into one revision, with no audit entry and no public revalidation', async () => {
    let article = await create('autosaved-session', { title: 'Draft 0' });
    const audited = await auditedFor(article.id);
    resetRevalidated();
    for (let i = 1; i <= 5; i++) article = await autosave(article, { title: `Draft ${i}` });

    expect(article.title).toBe('Draft 5');
    const revisions = await revisionsOf(article.id);
    expect(revisions.map((r) => [r.title, r.autosave])).toEqual([
      ['Draft 5', true],
      ['Draft 0', false],
    ]);
    expect(await auditedFor(article.id)).toEqual(audited);
    // Nothing public changed: the shared caches of the blog are left alone.
    expect(revalidated).toEqual({ paths: [], tags: [] });

    // The editor's own save is a revision and an event of its own; the next pause starts a new autosave revision.
    const saved = await putArticle(article.id, payloadOf(article, { title: 'Saved by hand' }), writer.auth);
    expect(saved.status).toBe(200);
    article = ((await saved.json()) as { article: AdminArticleData }).article;
    expect(revalidated.tags.length).toBeGreaterThan(0);
    article = await autosave(article, { title: 'After the save' });
    expect((await revisionsOf(article.id)).map((r) => [r.title, r.autosave])).toEqual([
      ['After the save', true],
      ['Saved by hand', false],
      ['Draft 5', true],
      ['Draft 0', false],
    ]);
    expect((await auditedFor(article.id)).length).toBe(audited.length + 1);
  });

  it("never refreshes another author's autosave revision", async () => {
    let article = await create('two-authors', { title: 'Mine' });
    article = await autosave(article, { title: 'Mine, autosaved' });
    article = await autosave(article, { title: 'Theirs, autosaved' }, colleague);
    const revisions = await revisionsOf(article.id);
    expect(revisions.map((r) => [r.title, r.author?.id])).toEqual([
      ['Theirs, autosaved', colleague.adminId],
      ['Mine, autosaved', writer.adminId],
      ['Mine', writer.adminId],
    ]);
  });

  it('refuses (409) to autosave an article that is or has been on the site, or a save that would publish, changing nothing', async () => {
    const live = await create('autosave-live', { status: 'published', title: 'Live title' });
    const draft = await create('autosave-publish', { title: 'Draft title' });
    const wasLive = await create('autosave-was-live', { status: 'published', title: 'Was live' });
    const offRes = await putArticle(wasLive.id, payloadOf(wasLive, { status: 'draft' }), writer.auth);
    expect(offRes.status).toBe(200);
    const offline = ((await offRes.json()) as { article: AdminArticleData }).article;
    expect(offline.published_at).not.toBeNull();

    for (const [article, over] of [
      [live, { title: 'Half-written' }],
      [offline, { title: 'Half-written' }],
      [draft, { status: 'published' }],
      [draft, { publishedAt: '2030-01-01T09:00:00.000Z' }],
    ] as const) {
      const before = await revisionsOf(article.id);
      const res = await autosaveRequest(article.id, payloadOf(article, over), writer.auth);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(ARTICLE_MESSAGES.autosaveRefused);
      expect(await revisionsOf(article.id)).toEqual(before);
    }
  });

  it('keeps the version check: an autosave from a tab that missed a newer save is refused (409) and overwrites nothing', async () => {
    const article = await create('autosave-stale', { title: 'Original' });
    const other = await putArticle(article.id, payloadOf(article, { title: 'Other tab' }), writer.auth);
    expect(other.status).toBe(200);
    const res = await autosaveRequest(article.id, payloadOf(article, { title: 'Stale tab' }), writer.auth);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(ARTICLE_MESSAGES.editConflict);
    const [row] = await testDb
      .get()
      .select({ n: sql<number>`count(*)::int` })
      .from(articleRevisions)
      .where(and(eq(articleRevisions.articleId, article.id), eq(articleRevisions.autosave, true)));
    expect(row?.n).toBe(0);
  });

  it('answers 400 for an autosave flag other than 1', async () => {
    const article = await create('autosave-flag');
    const res = await autosaveRequest(article.id, payloadOf(article, { title: 'x' }), writer.auth, 'yes');
    expect(res.status).toBe(400);
    expect((await revisionsOf(article.id)).length).toBe(1);
  });
});
