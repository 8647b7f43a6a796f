import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { DELETE as remove } from '@/app/api/admin/blog/articles/[id]/route';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { ADMIN_VIEWER } from '@/tests/helpers/viewers';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(60_000);

describe(`article saves in Recent Activity (issue 22 point 10) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();

  it('records create, update, publish, unpublish and delete with the title and the admin', async () => {
    const { auth, categoryId } = await createEditor(testDb.get(), 'audited@firm.example');
    const payload = (over: Record<string, unknown>) =>
      articlePayload(categoryId, { slug: 'audited-article', ...over });

    const created = await postArticle(payload({ title: 'Conflicts of Interest' }), auth);
    expect(created.status).toBe(201);
    let article = (await created.json()).article;
    const put = async (over: Record<string, unknown>) => {
      const res = await putArticle(article.id, payload({ updatedAt: article.updated_at, ...over }), auth);
      expect(res.status).toBe(200);
      article = (await res.json()).article;
    };
    await put({ title: 'Conflicts of Interest, revised' });
    await put({ title: 'Conflicts of Interest, revised', status: 'published' });
    await put({ title: 'Conflicts of Interest, revised', status: 'draft' });
    const deleted = await remove(
      jsonRequest(`${ARTICLES_URL}/${article.id}`, { method: 'DELETE', headers: auth }),
      routeContext({ id: article.id }),
    );
    expect(deleted.status).toBe(200);

    const activity = (await getDashboardSummary(ADMIN_VIEWER)).recentActivity
      .filter((e) => e.action.startsWith('article.'))
      .map((e) => [e.action, e.detail.name, e.adminName]);
    expect(activity).toEqual([
      ['article.trashed', 'Conflicts of Interest, revised', 'Eve Editor'],
      ['article.unpublished', 'Conflicts of Interest, revised', 'Eve Editor'],
      ['article.published', 'Conflicts of Interest, revised', 'Eve Editor'],
      ['article.updated', 'Conflicts of Interest, revised', 'Eve Editor'],
      ['article.created', 'Conflicts of Interest', 'Eve Editor'],
    ]);
  });
});
