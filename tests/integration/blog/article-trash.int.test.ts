import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq, like } from 'drizzle-orm';
import { GET as listAdmin } from '@/app/api/admin/blog/articles/route';
import { GET as read } from '@/app/api/admin/blog/articles/[id]/route';
import { GET as listTrashRoute } from '@/app/api/admin/blog/trash/route';
import { DELETE as destroyRoute } from '@/app/api/admin/blog/trash/[id]/route';
import { POST as restoreRoute } from '@/app/api/admin/blog/trash/[id]/restore/route';
import { GET as publicOne } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import { GET as publicList } from '@/app/api/blog/articles/market/[market]/route';
import { getSitemapXml, lookupArticle } from '@/lib/server/articles';
import { runDueJobs, runJobIfDue, type JobRunResult } from '@/lib/server/jobs';
import { auditLog, blogArticles, translationKeys, translations } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  articlePayload,
  ARTICLES_URL,
  createEditor,
  deleteArticle,
  postArticle,
  putArticle,
} from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const TRASH_URL = '/api/admin/blog/trash';
const DAY = 24 * 60 * 60 * 1000;

describe(`the article trash [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get()));
  });

  async function createArticle(over: Record<string, unknown>): Promise<{ id: string; updated_at: string }> {
    const res = await postArticle(articlePayload(categoryId, over), auth);
    expect(res.status).toBe(201);
    return (await res.json()).article;
  }
  const trash = (id: string) => deleteArticle(id, auth);
  const restore = (id: string, headers = auth) =>
    restoreRoute(
      jsonRequest(`${TRASH_URL}/${id}/restore`, { method: 'POST', headers }),
      routeContext({ id }),
    );
  const destroy = (id: string) =>
    destroyRoute(
      jsonRequest(`${TRASH_URL}/${id}`, { method: 'DELETE', headers: auth }),
      routeContext({ id }),
    );
  async function trashList(): Promise<{ id: string; slug: string; deleted_at: string }[]> {
    const res = await listTrashRoute(jsonRequest(TRASH_URL, { headers: auth }), {});
    expect(res.status).toBe(200);
    return (await res.json()).articles;
  }
  async function adminSlugs(query = ''): Promise<string[]> {
    const res = await listAdmin(jsonRequest(`${ARTICLES_URL}?limit=100${query}`, { headers: auth }), {});
    return (await res.json()).articles.map((a: { slug: string }) => a.slug);
  }
  const auditActions = async (articleId: string) =>
    (await testDb.get().select().from(auditLog))
      .filter((e) => (e.detail as { articleId?: string }).articleId === articleId)
      .map((e) => e.action);

  it('takes a deleted article off every public read at once and out of the admin list, into the trash', async () => {
    const live = await createArticle({ slug: 'trash-me-old', status: 'published' });
    // A rename leaves a redirect from the old slug: it must stop answering too.
    const renamed = await putArticle(
      live.id,
      articlePayload(categoryId, { slug: 'trash-me', status: 'published', updatedAt: live.updated_at }),
      auth,
    );
    expect(renamed.status).toBe(200);
    expect(
      (await publicOne(jsonRequest('/x'), routeContext({ market: 'global', slug: 'trash-me' }))).status,
    ).toBe(200);
    expect((await lookupArticle('global', 'en', 'trash-me-old')).kind).toBe('moved');

    const res = await trash(live.id);
    expect(res.status).toBe(200);
    // The existing DELETE keeps its response shape.
    expect(await res.json()).toEqual({ message: 'Article deleted successfully' });

    expect(
      (await publicOne(jsonRequest('/x'), routeContext({ market: 'global', slug: 'trash-me' }))).status,
    ).toBe(404);
    const list = await (await publicList(jsonRequest('/x'), routeContext({ market: 'global' }))).json();
    expect(list.articles.map((a: { slug: string }) => a.slug)).not.toContain('trash-me');
    expect((await lookupArticle('global', 'en', 'trash-me-old')).kind).toBe('missing');
    expect((await lookupArticle('global', 'en', live.id)).kind).toBe('missing');
    expect((await getSitemapXml({ kind: 'articles', market: 'global', chunk: 1 })) ?? '').not.toContain(
      'trash-me',
    );
    expect(await adminSlugs()).not.toContain('trash-me');
    expect(await adminSlugs('&market=global&language=en&status=published')).not.toContain('trash-me');
    expect(
      (
        await read(
          jsonRequest(`${ARTICLES_URL}/${live.id}`, { headers: auth }),
          routeContext({ id: live.id }),
        )
      ).status,
    ).toBe(404);
    expect((await trash(live.id)).status).toBe(404);

    const inTrash = await trashList();
    expect(inTrash.map((a) => a.slug)).toContain('trash-me');
    expect(Date.parse(inTrash.find((a) => a.id === live.id)!.deleted_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(await auditActions(live.id)).toContain('article.trashed');
  });

  it('restores a trashed article as a draft under its slug, audited', async () => {
    const a = await createArticle({ slug: 'come-back', status: 'published' });
    await trash(a.id);
    const res = await restore(a.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.article).toMatchObject({ id: a.id, slug: 'come-back', status: 'draft' });
    expect(await adminSlugs()).toContain('come-back');
    expect((await trashList()).map((t) => t.id)).not.toContain(a.id);
    // A draft: still not public.
    expect(
      (await publicOne(jsonRequest('/x'), routeContext({ market: 'global', slug: 'come-back' }))).status,
    ).toBe(404);
    expect(await auditActions(a.id)).toContain('article.restored_from_trash');
    expect((await restore(a.id)).status).toBe(404);
  });

  it('lets a new article take a trashed slug, then refuses the restore with a 409 naming that article', async () => {
    const old = await createArticle({ slug: 'shared-slug', title: 'The first one' });
    await trash(old.id);
    const newer = await createArticle({ slug: 'shared-slug', title: 'The replacement' });
    const res = await restore(old.id);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toBe(
      'Cannot restore: the slug "shared-slug" is now used by the article "The replacement". Change that article\'s slug first.',
    );
    expect(body.details).toEqual({ article: { id: newer.id, title: 'The replacement' } });
    expect((await trashList()).map((t) => t.id)).toContain(old.id);
  });

  it('deletes a trashed article for good with its translation entries; only trashed ones', async () => {
    const src = await createArticle({ slug: 'gone-for-good', status: 'published' });
    const keys = () =>
      testDb
        .get()
        .select()
        .from(translationKeys)
        .where(like(translationKeys.key, 'blog.article.%.gone-for-good'));
    expect((await keys()).length).toBeGreaterThan(0);
    // A live article cannot be deleted for good: it must go through the trash.
    expect((await destroy(src.id)).status).toBe(404);
    await trash(src.id);
    const res = await destroy(src.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Article deleted for good' });
    expect(await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, src.id))).toEqual([]);
    expect(await keys()).toEqual([]);
    const keyIds = new Set(
      (await testDb.get().select({ id: translationKeys.id }).from(translationKeys)).map((k) => k.id),
    );
    for (const t of await testDb.get().select().from(translations))
      expect(keyIds).toContain(t.translationKeyId);
    expect(await auditActions(src.id)).toContain('article.purged');
    expect((await destroy(src.id)).status).toBe(404);
  });

  it('answers 400 to a malformed id and 401 without a session', async () => {
    expect((await restore('not-a-uuid')).status).toBe(400);
    expect((await destroy('not-a-uuid')).status).toBe(400);
    expect((await listTrashRoute(jsonRequest(TRASH_URL), {})).status).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await restore(id, {})).status).toBe(401);
  });

  it('purges what has been in the trash over 30 days through the trash-purge job, with no admin read (moved clock)', async () => {
    const old = await createArticle({ slug: 'purge-old' });
    const recent = await createArticle({ slug: 'purge-recent' });
    await trash(old.id);
    await trash(recent.id);
    const now = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const setTrashedAt = (id: string, at: Date) =>
      testDb.get().update(blogArticles).set({ deletedAt: at }).where(eq(blogArticles.id, id));
    await setTrashedAt(old.id, new Date(now.getTime() - 31 * DAY));
    await setTrashedAt(recent.id, new Date(now.getTime() - 29 * DAY));
    const purgeRuns = (runs: JobRunResult[]) => runs.filter((r) => r.job === 'trash-purge');

    // Two runners ticking at once: the job runs once, and only the expired article goes.
    const ticks = await Promise.all([
      runDueJobs({ trigger: 'schedule', now }),
      runDueJobs({ trigger: 'schedule', now }),
    ]);
    const runs = ticks.flatMap(purgeRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: 'succeeded', detail: { purged: 1 } });
    const ids = (await trashList()).map((t) => t.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    const purged = await testDb
      .get()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'article.purged'));
    expect(purged.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ articleId: old.id, automatic: true }),
    );

    // Within the hour it is not due; two days later the recent one has passed 30 days too. (This job
    // only: two days on, the expired-rows job would end this test's session.)
    expect(await runJobIfDue('trash-purge', new Date(now.getTime() + 30 * 60 * 1000))).toBeNull();
    expect(await runJobIfDue('trash-purge', new Date(now.getTime() + 2 * DAY))).toMatchObject({
      outcome: 'succeeded',
      detail: { purged: 1 },
    });
    expect((await trashList()).map((t) => t.id)).not.toContain(recent.id);
  });
});
