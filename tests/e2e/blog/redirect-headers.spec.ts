import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAuth, articlePayload, createArticle } from '../admin/portal';

/**
 * Issue 22 point 9, against the built app (next build + next start): handler-level tests never see it.
 * Next 16 sent a renamed article's first, uncached 308 with two Location headers (vercel/next.js#82117);
 * every old slug must answer one 308, with one Location, straight to the current slug.
 */

async function rename(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
  slug: string,
): Promise<void> {
  const current = await (await request.get(`/api/admin/blog/articles/${id}`, { headers })).json();
  const res = await request.put(`/api/admin/blog/articles/${id}`, {
    headers,
    data: articlePayload(slug, { status: 'published', updatedAt: current.article.updated_at }),
  });
  expect(res.status()).toBe(200);
}

async function expectOneHop(request: APIRequestContext, from: string, to: string): Promise<void> {
  const res = await request.get(from, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
  expect(locations.map((h) => h.value)).toEqual([to]);
}

test('every old slug of a renamed article answers one 308 with one Location, to the current slug', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await apiAuth(request);
  const stamp = Date.now();
  const [first, second, third] = [`moved-a-${stamp}`, `moved-b-${stamp}`, `moved-c-${stamp}`];
  const article = await createArticle(request, headers, articlePayload(first, { status: 'published' }));
  // The first page is cached under its slug before the rename, as a visited article would be.
  expect((await request.get(`/blog/${first}`)).status()).toBe(200);
  await rename(request, headers, article.id, second);
  // First (uncached) render of the redirect, then the cached one.
  await expectOneHop(request, `/blog/${first}`, `/blog/${second}`);
  await expectOneHop(request, `/blog/${first}`, `/blog/${second}`);

  await rename(request, headers, article.id, third);
  // Both old slugs go straight to the newest one, never through the middle one.
  await expectOneHop(request, `/blog/${second}`, `/blog/${third}`);
  await expectOneHop(request, `/blog/${first}`, `/blog/${third}`);
  await expectOneHop(request, `/blog/${article.id}`, `/blog/${third}`);
  expect((await request.get(`/blog/${third}`)).status()).toBe(200);
});
