import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { POST as bulk } from '@/app/api/admin/blog/articles/bulk/route';
import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as listTrashRoute } from '@/app/api/admin/blog/trash/route';
import { auditLog, blogCategories } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { articlePayload, ARTICLES_URL, createEditor, postArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const BULK_URL = `${ARTICLES_URL}/bulk`;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe(`bulk actions on articles [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get()));
  });

  async function create(slug: string, over: Record<string, unknown> = {}) {
    const res = await postArticle(articlePayload(categoryId, { slug, ...over }), auth);
    expect(res.status).toBe(201);
    return (await res.json()).article as { id: string; updated_at: string };
  }
  const send = (body: unknown, headers = auth) => bulk(jsonRequest(BULK_URL, { body, headers }), {});
  async function article(id: string) {
    const res = await read(jsonRequest(`${ARTICLES_URL}/${id}`, { headers: auth }), routeContext({ id }));
    return res.status === 200 ? (await res.json()).article : null;
  }
  const auditFor = async (id: string) =>
    (await testDb.get().select().from(auditLog))
      .filter((e) => (e.detail as { articleId?: string }).articleId === id)
      .map((e) => e.action);

  it('publishes several articles in one request, answering per id, one audit entry each, revalidating their pages', async () => {
    const a = await create('bulk-pub-a');
    const b = await create('bulk-pub-b');
    resetRevalidated();
    const res = await send({ ids: [a.id, MISSING, b.id], action: 'publish' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [
        { id: a.id, ok: true },
        { id: MISSING, ok: false, error: 'Article not found' },
        { id: b.id, ok: true },
      ],
    });
    for (const id of [a.id, b.id]) {
      const saved = await article(id);
      expect(saved.status).toBe('published');
      expect(saved.published_at).not.toBeNull();
      expect((await auditFor(id)).filter((x) => x === 'article.published')).toHaveLength(1);
    }
    expect(revalidated.paths).toEqual(expect.arrayContaining(['/blog/bulk-pub-a', '/blog/bulk-pub-b']));
    // Again: already published, nothing written or audited.
    expect(await (await send({ ids: [a.id], action: 'publish' })).json()).toEqual({
      results: [{ id: a.id, ok: true }],
    });
    expect((await auditFor(a.id)).filter((x) => x === 'article.published')).toHaveLength(1);
  });

  it('unpublishes, moves to a category and moves to the trash', async () => {
    const a = await create('bulk-unpub', { status: 'published' });
    const b = await create('bulk-move');
    const [other] = await testDb
      .get()
      .insert(blogCategories)
      .values({ name: 'Other', slug: `other-${Date.now()}`, color: '#3B82F6' })
      .returning();

    expect((await (await send({ ids: [a.id], action: 'unpublish' })).json()).results).toEqual([
      { id: a.id, ok: true },
    ]);
    expect((await article(a.id)).status).toBe('draft');
    expect(await auditFor(a.id)).toContain('article.unpublished');

    const moved = await send({ ids: [a.id, b.id], action: 'move', categoryId: other!.id });
    expect((await moved.json()).results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
    ]);
    expect((await article(b.id)).category_id).toBe(other!.id);

    expect(
      (await (await send({ ids: [a.id, b.id], action: 'trash' })).json()).results.every(
        (r: { ok: boolean }) => r.ok,
      ),
    ).toBe(true);
    expect(await article(a.id)).toBeNull();
    const trash = (
      await (await listTrashRoute(jsonRequest('/api/admin/blog/trash', { headers: auth }), {})).json()
    ).articles;
    expect(trash.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await auditFor(b.id)).toContain('article.trashed');
  });

  it('answers 400 to bad bodies and 401 without a session, changing nothing', async () => {
    const a = await create('bulk-bad');
    const bad: [unknown, string][] = [
      [{ ids: [], action: 'publish' }, 'Select at least one article'],
      [{ ids: [a.id], action: 'explode' }, 'Invalid action: expected one of publish, unpublish, move, trash'],
      [{ ids: ['nope'], action: 'publish' }],
      [{ ids: [a.id, a.id], action: 'publish' }, 'ids must not repeat an article'],
      [{ ids: [a.id], action: 'move' }, 'Choose the category to move the articles to'],
      [
        {
          ids: Array.from(
            { length: 101 },
            (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          ),
          action: 'trash',
        },
        'At most 100 articles at once',
      ],
      ['not an object'],
    ].map((x) => [x[0], x[1] ?? ''] as [unknown, string]);
    for (const [body, message] of bad) {
      const res = await send(body);
      expect(res.status).toBe(400);
      if (message) expect((await res.json()).error).toBe(message);
    }
    const missingCategory = await send({ ids: [a.id], action: 'move', categoryId: MISSING });
    expect(missingCategory.status).toBe(400);
    expect((await missingCategory.json()).error).toBe('Category not found');
    expect((await send({ ids: [a.id], action: 'trash' }, {})).status).toBe(401);
    expect((await article(a.id)).status).toBe('draft');
  });
});
