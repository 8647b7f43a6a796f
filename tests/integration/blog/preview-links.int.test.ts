import { nextCacheStandIn } from './next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config.mjs';
import { DELETE as revoke, POST as createLink } from '@/app/api/admin/blog/articles/[id]/preview-link/route';
import PreviewLayout from '@/app/(preview)/preview/[token]/layout';
import PreviewPage from '@/app/(preview)/preview/[token]/page';
import { PREVIEW_LINK_DAYS } from '@/lib/blog/preview';
import { articlePreviewLinks, auditLog } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, createEditor, postArticle, putArticle } from './admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`article preview links [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};
  let categoryId = '';

  beforeAll(async () => {
    ({ auth, categoryId } = await createEditor(testDb.get()));
  });
  afterEach(() => jest.useRealTimers());

  const draft = async (slug: string, content: string) => {
    const res = await postArticle(articlePayload(categoryId, { slug, content }), auth);
    expect(res.status).toBe(201);
    return (await res.json()).article as { id: string; updated_at: string };
  };
  const linkUrl = (id: string) => `${ARTICLES_URL}/${id}/preview-link`;
  const post = (id: string, headers = auth) =>
    createLink(jsonRequest(linkUrl(id), { method: 'POST', headers }), routeContext({ id }));
  const remove = (id: string) =>
    revoke(jsonRequest(linkUrl(id), { method: 'DELETE', headers: auth }), routeContext({ id }));
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

  /** The page as Next renders it: its root layout around it; 404 when the page calls notFound(). */
  const render = async (token: string): Promise<{ status: number; html: string }> => {
    const params = Promise.resolve({ token });
    try {
      const page = await PreviewPage({ params });
      const layout = await PreviewLayout({ children: page, params });
      return { status: 200, html: renderToStaticMarkup(layout) };
    } catch (error) {
      if (error instanceof Error && error.message === 'NEXT_HTTP_ERROR_FALLBACK;404')
        return { status: 404, html: '' };
      throw error;
    }
  };

  it('creates a 7-day link whose page shows the latest saved text with a Preview banner', async () => {
    const a = await draft('preview-latest', '<p>First words.</p><script>alert(1)</script>');
    const res = await post(a.id);
    expect(res.status).toBe(201);
    const link = (await res.json()) as { url: string; expires_at: string };
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(link.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(PREVIEW_LINK_DAYS * DAY_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(PREVIEW_LINK_DAYS * DAY_MS);

    const saved = await putArticle(
      a.id,
      articlePayload(categoryId, {
        slug: 'preview-latest',
        content: '<p>Saved after the link was made.</p><img src="x" onerror="alert(1)">',
        updatedAt: a.updated_at,
      }),
      auth,
    );
    expect(saved.status).toBe(200);

    const page = await render(tokenOf(link.url));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Saved after the link was made.');
    expect(page.html).not.toContain('First words.');
    expect(page.html).toContain('data-testid="preview-banner"');
    expect(page.html).toContain('>Preview</strong>');
    // The public page's sanitizer ran on the body.
    expect(page.html).not.toContain('onerror');
    expect(page.html).not.toContain('<script>alert');
  });

  it('answers the page with noindex and no-store', async () => {
    const headers = (
      await unstable_getResponseFromNextConfig({ url: 'https://example.test/preview/abc', nextConfig })
    ).headers;
    expect(headers.get('x-robots-tag')).toContain('noindex');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('stores only a hash of the token, and audits the creation', async () => {
    const a = await draft('preview-hashed', '<p>Hashed.</p>');
    const link = (await (await post(a.id)).json()) as { url: string };
    const token = tokenOf(link.url);
    const rows = await testDb
      .get()
      .select()
      .from(articlePreviewLinks)
      .where(eq(articlePreviewLinks.articleId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(`preview-link:${token}`).digest('hex'));
    const audit = await testDb
      .get()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'article.preview_link_created'));
    expect(audit.some((e) => e.detail.articleId === a.id)).toBe(true);
  });

  it('answers 404 for every link of the article after DELETE, and for a made-up token', async () => {
    const a = await draft('preview-revoked', '<p>Revoked.</p>');
    const first = tokenOf(((await (await post(a.id)).json()) as { url: string }).url);
    const second = tokenOf(((await (await post(a.id)).json()) as { url: string }).url);
    expect((await render(first)).status).toBe(200);
    const res = await remove(a.id);
    expect(res.status).toBe(200);
    expect((await res.json()).revoked).toBe(2);
    expect((await render(first)).status).toBe(404);
    expect((await render(second)).status).toBe(404);
    expect((await render('A'.repeat(43))).status).toBe(404);
    expect((await render('not-a-token')).status).toBe(404);
  });

  it('answers 404 once the link is 7 days old (clock moved, not slept)', async () => {
    const a = await draft('preview-expired', '<p>Expires.</p>');
    const token = tokenOf(((await (await post(a.id)).json()) as { url: string }).url);
    const fakeDate = (at: number) =>
      jest.useFakeTimers({
        now: at,
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    fakeDate(Date.now() + PREVIEW_LINK_DAYS * DAY_MS - 60_000);
    expect((await render(token)).status).toBe(200);
    fakeDate(Date.now() + 2 * 60_000);
    expect((await render(token)).status).toBe(404);
  });

  it('answers 404 JSON for an unknown article, 400 for a bad id, 401 without a session', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(missing)).status).toBe(404);
    expect((await remove(missing)).status).toBe(404);
    const bad = await createLink(
      jsonRequest(linkUrl('nope'), { method: 'POST', headers: auth }),
      routeContext({ id: 'nope' }),
    );
    expect(bad.status).toBe(400);
    expect((await post(missing, {})).status).toBe(401);
  });
});
