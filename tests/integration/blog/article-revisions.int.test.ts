import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { GET as listRoute } from '@/app/api/admin/blog/articles/[id]/revisions/route';
import { GET as oneRoute } from '@/app/api/admin/blog/articles/[id]/revisions/[revisionId]/route';
import { POST as restoreRoute } from '@/app/api/admin/blog/articles/[id]/revisions/[revisionId]/restore/route';
import type { AdminArticleData, ArticleRevisionSummary, ArticleSnapshot } from '@/lib/admin/article-types';
import { ARTICLE_REVISIONS_KEPT } from '@/lib/constants/articles';
import { findArticleById, recordRevision } from '@/lib/server/articles';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { ADMIN_VIEWER } from '@/tests/helpers/viewers';
import { articleRevisions } from '@/lib/server/db/schema';
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
jest.setTimeout(60_000);

const url = (id: string, rest = '') => `${ARTICLES_URL}/${id}/revisions${rest}`;
const listRevisions = (id: string, headers: Record<string, string>) =>
  listRoute(jsonRequest(url(id), { headers }), routeContext({ id }));
const getRevision = (id: string, revisionId: string, headers: Record<string, string>) =>
  oneRoute(jsonRequest(url(id, `/${revisionId}`), { headers }), routeContext({ id, revisionId }));
const restore = (id: string, revisionId: string, body: unknown, headers: Record<string, string>) =>
  restoreRoute(
    jsonRequest(url(id, `/${revisionId}/restore`), { method: 'POST', body, headers }),
    routeContext({ id, revisionId }),
  );

async function revisionsOf(id: string, headers: Record<string, string>): Promise<ArticleRevisionSummary[]> {
  const res = await listRevisions(id, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { revisions: ArticleRevisionSummary[] }).revisions;
}

describe(`article revisions (issue 23 point 2) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'historian@firm.example');
  });

  async function create(slug: string, over: Record<string, unknown> = {}): Promise<AdminArticleData> {
    const res = await postArticle(
      articlePayload(editor.categoryId, { slug, title: 'First title', ...over }),
      editor.auth,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { article: AdminArticleData }).article;
  }

  async function save(article: AdminArticleData, over: Record<string, unknown>): Promise<AdminArticleData> {
    const res = await putArticle(
      article.id,
      articlePayload(editor.categoryId, {
        slug: article.slug,
        title: article.title,
        status: article.status,
        updatedAt: article.updated_at,
        ...over,
      }),
      editor.auth,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { article: AdminArticleData }).article;
  }

  it('records one revision per save (create, update, publish, unpublish, restore), newest first, with author, title and status', async () => {
    let article = await create('every-save');
    article = await save(article, { title: 'Second title' });
    article = await save(article, { status: 'published' });
    article = await save(article, { status: 'draft' });

    const listed = await revisionsOf(article.id, editor.auth);
    expect(listed.map((r) => [r.title, r.status])).toEqual([
      ['Second title', 'draft'],
      ['Second title', 'published'],
      ['Second title', 'draft'],
      ['First title', 'draft'],
    ]);
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'author',
      'autosave',
      'created_at',
      'id',
      'status',
      'title',
    ]);
    // The editor's own saves; autosaves are tested in article-autosave.int.test.ts.
    expect(listed.map((r) => r.autosave)).toEqual([false, false, false, false]);
    expect(listed[0]!.author).toEqual({ id: editor.adminId, name: 'Eve Editor' });

    // The snapshot is every field of the article as saved.
    const first = listed[3]!;
    const res = await getRevision(article.id, first.id, editor.auth);
    expect(res.status).toBe(200);
    const { revision } = (await res.json()) as {
      revision: ArticleRevisionSummary & { snapshot: ArticleSnapshot };
    };
    const { blog_categories: _c, website_admins: _a, ...now } = article;
    expect(Object.keys(revision.snapshot).sort()).toEqual([...Object.keys(now), 'author_id'].sort());
    expect(revision.snapshot).toMatchObject({
      title: 'First title',
      status: 'draft',
      author_id: editor.adminId,
    });

    // Restoring the first revision is a save: the article as restored, one more revision, audited, revalidated.
    resetRevalidated();
    const restored = await restore(article.id, first.id, { updatedAt: article.updated_at }, editor.auth);
    expect(restored.status).toBe(200);
    const body = (await restored.json()) as { message: string; article: AdminArticleData };
    expect(body.message).toBe('Revision restored');
    expect(body.article).toMatchObject({ id: article.id, title: 'First title', status: 'draft' });
    expect(revalidated.tags).toContain('blog:article:global:en:every-save');
    const after = await revisionsOf(article.id, editor.auth);
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({ title: 'First title', status: 'draft' });
    const audit = (await getDashboardSummary(ADMIN_VIEWER)).recentActivity.find(
      (e) => e.detail.articleId === article.id,
    );
    expect(audit?.action).toBe('article.revision_restored');

    // ...so a restore can be undone by restoring the revision before it.
    const undo = await restore(article.id, after[1]!.id, { updatedAt: body.article.updated_at }, editor.auth);
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as { article: AdminArticleData }).article.title).toBe('Second title');
  });

  it('refuses a restore over a newer save (409), changing nothing; a restore keeps the address the article has now', async () => {
    let article = await create('restore-rules');
    const firstRevision = (await revisionsOf(article.id, editor.auth))[0]!;
    const staleVersion = article.updated_at;
    article = await save(article, { slug: 'restore-rules-renamed', title: 'Renamed' });

    const stale = await restore(article.id, firstRevision.id, { updatedAt: staleVersion }, editor.auth);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/changed by someone else/);
    expect(await revisionsOf(article.id, editor.auth)).toHaveLength(2);

    // Another article takes the old slug: the restore does not go back to it (the slug is the address, not content).
    await create('restore-rules', { title: 'The new holder' });
    const res = await restore(article.id, firstRevision.id, { updatedAt: article.updated_at }, editor.auth);
    expect(res.status).toBe(200);
    const restored = (await findArticleById(testDb.get(), article.id))!;
    expect([restored.title, restored.slug]).toEqual(['First title', 'restore-rules-renamed']);
    expect(await revisionsOf(article.id, editor.auth)).toHaveLength(3);
  });

  it('answers 404 for an unknown article or a revision of another article, 400 for malformed ids or body, 401 without a session', async () => {
    const a = await create('revisions-a');
    const b = await create('revisions-b');
    const revisionOfB = (await revisionsOf(b.id, editor.auth))[0]!;
    const unknown = '00000000-0000-4000-8000-000000000000';

    expect((await listRevisions(unknown, editor.auth)).status).toBe(404);
    const other = await getRevision(a.id, revisionOfB.id, editor.auth);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Revision not found' });
    expect((await restore(a.id, revisionOfB.id, {}, editor.auth)).status).toBe(404);
    expect((await restore(unknown, revisionOfB.id, {}, editor.auth)).status).toBe(404);

    const malformed = await getRevision(a.id, 'not-a-uuid', editor.auth);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('Revision id must be a valid id');
    expect((await listRevisions('nope', editor.auth)).status).toBe(400);
    const badBody = await restore(
      a.id,
      (await revisionsOf(a.id, editor.auth))[0]!.id,
      { updatedAt: 'yesterday' },
      editor.auth,
    );
    expect(badBody.status).toBe(400);
    expect((await listRevisions(a.id, {})).status).toBe(401);
  });

  it(`keeps the newest ${ARTICLE_REVISIONS_KEPT} revisions of an article and prunes older ones on the next save`, async () => {
    let article = await create('many-saves');
    const row = await findArticleById(testDb.get(), article.id);
    // Seeded through the domain: 55 older saves, then real saves through the API.
    for (let i = 0; i < 55; i++)
      await recordRevision(testDb.get(), { ...row!, title: `Old ${i}` }, editor.adminId);
    article = await save(article, { title: 'Latest title' });

    const listed = await revisionsOf(article.id, editor.auth);
    expect(listed).toHaveLength(ARTICLE_REVISIONS_KEPT);
    // The current state is the newest revision, never pruned; the oldest ones went first.
    expect(listed[0]!.title).toBe('Latest title');
    expect(listed.map((r) => r.title)).not.toContain('First title');
    expect(listed.at(-1)!.title).toBe(`Old ${55 - ARTICLE_REVISIONS_KEPT + 1}`);
    const [stored] = await testDb
      .get()
      .select({ n: sql<number>`count(*)::int` })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id));
    expect(stored?.n).toBe(ARTICLE_REVISIONS_KEPT);
  });

  it('stores a revision of a typical demo article in about its body size (measured, for docs/adr/0083)', async () => {
    const body = readFileSync(
      'lib/server/installation/seed-content/articles/ai-legal-research-workflow.html',
      'utf8',
    );
    const article = await create('demo-sized', { content: body });
    const [size] = await testDb
      .get()
      .select({
        stored: sql<number>`pg_column_size(${articleRevisions.snapshot})::int`,
        text: sql<number>`octet_length(${articleRevisions.snapshot}::text)::int`,
      })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id));
    console.log(
      `[revisions] demo article body ${Buffer.byteLength(body)} B; revision JSON ${size?.text} B, stored ${size?.stored} B`,
    );
    // The snapshot is the body plus well under 2 KB of other fields, before any compression.
    expect(size!.text).toBeLessThan(Buffer.byteLength(body) * 1.2 + 2048);
  });
});
