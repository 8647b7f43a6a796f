import { nextCacheStandIn, resetRevalidated, revalidated } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { eq, getTableColumns } from 'drizzle-orm';
import { GET as listRoute } from '@/app/api/admin/blog/articles/[id]/revisions/route';
import { POST as restoreRoute } from '@/app/api/admin/blog/articles/[id]/revisions/[revisionId]/restore/route';
import { GET as publicArticleRoute } from '@/app/api/blog/articles/market/[market]/[slug]/route';
import type { AdminArticleData, ArticleRevisionSummary } from '@/lib/admin/article-types';
import { auditLog, blogArticles, blogCategories } from '@/lib/server/db/schema';
import type { ArticleRow } from '@/lib/server/articles';
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

/** The columns a restore puts back by default (docs/adr/0092); every other column must keep its value. */
const CONTENT_COLUMNS = [
  'title',
  'summary',
  'content',
  'categoryId',
  'featuredImageUrl',
  'featuredImageAlt',
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'readTimeMinutes',
] as const satisfies readonly (keyof ArticleRow)[];
const ALL_COLUMNS = Object.keys(getTableColumns(blogArticles)) as (keyof ArticleRow)[];

const restoreUrl = (id: string, revisionId: string) =>
  `${ARTICLES_URL}/${id}/revisions/${revisionId}/restore`;
const restore = (id: string, revisionId: string, body: unknown, headers: Record<string, string>) =>
  restoreRoute(
    jsonRequest(restoreUrl(id, revisionId), { method: 'POST', body, headers }),
    routeContext({ id, revisionId }),
  );

describe(`revision restore: content only unless the status is asked for (issue 33 point 4) [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  let otherCategoryId = '';

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'restorer@firm.example');
    const [other] = await testDb
      .get()
      .insert(blogCategories)
      .values({ name: 'Practice', slug: 'practice-restore', color: '#3B82F6' })
      .returning();
    otherCategoryId = other!.id;
  });

  const row = async (id: string): Promise<ArticleRow> =>
    (await testDb.get().select().from(blogArticles).where(eq(blogArticles.id, id)))[0]!;

  async function revisions(id: string): Promise<ArticleRevisionSummary[]> {
    const res = await listRoute(
      jsonRequest(`${ARTICLES_URL}/${id}/revisions`, { headers: editor.auth }),
      routeContext({ id }),
    );
    return ((await res.json()) as { revisions: ArticleRevisionSummary[] }).revisions;
  }

  const publicStatus = async (slug: string) =>
    (
      await publicArticleRoute(
        jsonRequest(`/api/blog/articles/market/global/${slug}`),
        routeContext({ market: 'global', slug }),
      )
    ).status;

  /**
   * A draft with every editable field set (its first revision), then published with every one of them
   * changed, the slug included: what a restore of that draft-era revision has to tell apart.
   */
  async function liveArticleWithDraftRevision(slug: string) {
    const created = await postArticle(
      articlePayload(editor.categoryId, {
        slug: `${slug}-draft`,
        title: 'Draft-era title',
        summary: 'Draft-era summary',
        content: '<p>Draft-era body</p>',
        featuredImageUrl: '/images/draft.png',
        featuredImageAlt: 'Draft-era alt',
        metaTitle: 'Draft-era meta title',
        metaDescription: 'Draft-era meta description',
        canonicalUrl: 'https://syndicated.example/draft',
        readTimeMinutes: 3,
      }),
      editor.auth,
    );
    expect(created.status).toBe(201);
    const draft = ((await created.json()) as { article: AdminArticleData }).article;
    const published = await putArticle(
      draft.id,
      articlePayload(otherCategoryId, {
        slug,
        title: 'Live title',
        summary: 'Live summary',
        content: '<p>Live body</p>',
        status: 'published',
        featuredImageUrl: '/images/live.png',
        featuredImageAlt: 'Live alt',
        metaTitle: 'Live meta title',
        metaDescription: 'Live meta description',
        canonicalUrl: 'https://syndicated.example/live',
        readTimeMinutes: 7,
        updatedAt: draft.updated_at,
      }),
      editor.auth,
    );
    expect(published.status).toBe(200);
    const live = ((await published.json()) as { article: AdminArticleData }).article;
    const draftRevision = (await revisions(live.id)).at(-1)!;
    expect(draftRevision.status).toBe('draft');
    return { live, draftRevision };
  }

  it('puts back only the content fields: a live article stays live at its address, and every other column keeps its value', async () => {
    const { live, draftRevision } = await liveArticleWithDraftRevision('restore-keeps-live');
    const before = await row(live.id);
    expect(await publicStatus('restore-keeps-live')).toBe(200);

    resetRevalidated();
    const res = await restore(live.id, draftRevision.id, { updatedAt: live.updated_at }, editor.auth);
    expect(res.status).toBe(200);
    const after = await row(live.id);

    expect(after).toMatchObject({
      title: 'Draft-era title',
      summary: 'Draft-era summary',
      content: '<p>Draft-era body</p>',
      categoryId: editor.categoryId,
      featuredImageUrl: '/images/draft.png',
      featuredImageAlt: 'Draft-era alt',
      metaTitle: 'Draft-era meta title',
      metaDescription: 'Draft-era meta description',
      canonicalUrl: 'https://syndicated.example/draft',
      readTimeMinutes: 3,
    });
    // Every column of the table, those added after this test included: restored, or exactly as it was.
    for (const column of ALL_COLUMNS) {
      if (column === 'updatedAt' || (CONTENT_COLUMNS as readonly string[]).includes(column)) continue;
      expect({ column, value: after[column] }).toEqual({ column, value: before[column] });
    }
    expect(after.status).toBe('published');
    expect(after.publishedAt).toEqual(before.publishedAt);
    expect(after.slug).toBe('restore-keeps-live');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await publicStatus('restore-keeps-live')).toBe(200);
    expect(revalidated.tags).toContain('blog:article:global:en:restore-keeps-live');

    // Still a save: a new revision (live, with the restored title) and a restore in the audit log.
    expect((await revisions(live.id))[0]).toMatchObject({ title: 'Draft-era title', status: 'published' });
    const audit = (await testDb.get().select().from(auditLog)).filter(
      (e) => (e.detail as { articleId?: string }).articleId === live.id,
    );
    expect(audit.at(-1)?.action).toBe('article.revision_restored');
  });

  it('with restoreStatus, puts the revision’s status back too: the live article becomes a draft and leaves the site', async () => {
    const { live, draftRevision } = await liveArticleWithDraftRevision('restore-with-status');
    const before = await row(live.id);

    const res = await restore(
      live.id,
      draftRevision.id,
      { updatedAt: live.updated_at, restoreStatus: true },
      editor.auth,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { article: AdminArticleData }).article).toMatchObject({
      title: 'Draft-era title',
      status: 'draft',
      slug: 'restore-with-status',
    });
    const after = await row(live.id);
    expect(after.status).toBe('draft');
    // Dated as an unpublish dates it: the first publication stays on record.
    expect(after.publishedAt).toEqual(before.publishedAt);
    expect(after.featuredImageAlt).toBe('Draft-era alt');
    expect(await publicStatus('restore-with-status')).toBe(404);

    // And back: the live revision with its status puts it on the site again.
    const liveRevision = (await revisions(live.id))[1]!;
    expect(liveRevision.status).toBe('published');
    const again = await restore(
      live.id,
      liveRevision.id,
      { updatedAt: after.updatedAt.toISOString(), restoreStatus: true },
      editor.auth,
    );
    expect(again.status).toBe(200);
    expect((await row(live.id)).status).toBe('published');
    expect(await publicStatus('restore-with-status')).toBe(200);
  });

  it('answers 400 for a restoreStatus that is not true or false, changing nothing', async () => {
    const { live, draftRevision } = await liveArticleWithDraftRevision('restore-bad-flag');
    const res = await restore(live.id, draftRevision.id, { restoreStatus: 'yes' }, editor.auth);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('restoreStatus must be true or false');
    expect((await row(live.id)).title).toBe('Live title');
  });
});
