import { expect, test } from '@playwright/test';
import { apiAuth } from '../admin/portal';

const draft = (slug: string, over: Record<string, unknown> = {}) => ({
  title: `E2E ${slug}`,
  slug,
  summary: 'Written by the end-to-end test.',
  content: '<p>Body written by the end-to-end test.</p>',
  status: 'draft',
  market: 'global',
  language: 'en',
  isTranslation: false,
  ...over,
});

test('a publish, edit, rename, unpublish and delete show on the next request', async ({ page, request }) => {
  const headers = await apiAuth(request);
  const slug = `e2e-publish-${Date.now()}`;
  const created = await request.post('/api/admin/blog/articles', { headers, data: draft(slug) });
  expect(created.status()).toBe(201);
  const { article } = await created.json();
  const put = async (data: Record<string, unknown>) => {
    const res = await request.put(`/api/admin/blog/articles/${article.id}`, { headers, data });
    expect(res.status()).toBe(200);
  };
  const feed = async () => (await request.get('/blog/rss.xml')).text();

  // A draft is not public.
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
  await page.goto('/blog');
  await expect(page.getByText(`E2E ${slug}`)).toHaveCount(0);

  // Publish.
  await put(draft(slug, { status: 'published' }));
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E ${slug}`);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: `E2E ${slug}`, exact: true })).toBeVisible();
  expect(await feed()).toContain(`/blog/${slug}</link>`);
  expect(await (await request.get('/sitemaps/global-1.xml')).text()).toContain(`/blog/${slug}</loc>`);

  // Edit.
  await put(draft(slug, { status: 'published', title: `Edited ${slug}` }));
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edited ${slug}`);
  await expect(page).toHaveTitle(`Edited ${slug} | AiLex Blog`);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: `Edited ${slug}`, exact: true })).toBeVisible();

  // Rename: the old URL answers a permanent redirect to the new one.
  const renamed = `${slug}-renamed`;
  await put(draft(renamed, { status: 'published', title: `Edited ${slug}` }));
  const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect([301, 308]).toContain(old.status());
  expect(old.headers()['location']).toMatch(new RegExp(`/blog/${renamed}$`));
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${renamed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edited ${slug}`);

  // Unpublish.
  await put(draft(renamed, { status: 'archived', title: `Edited ${slug}` }));
  expect((await page.goto(`/blog/${renamed}`))?.status()).toBe(404);
  await page.goto('/blog');
  await expect(page.getByText(`Edited ${slug}`)).toHaveCount(0);
  expect(await feed()).not.toContain(`/blog/${renamed}</link>`);

  // Delete.
  const del = await request.delete(`/api/admin/blog/articles/${article.id}`, { headers });
  expect(del.status()).toBe(200);
  expect((await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(404);
});

test('a featured image that fails to load is hidden on the card and the article', async ({
  page,
  request,
}) => {
  const headers = await apiAuth(request);
  const slug = `e2e-broken-image-${Date.now()}`;
  const created = await request.post('/api/admin/blog/articles', {
    headers,
    data: draft(slug, {
      market: 'usa',
      status: 'published',
      featuredImageUrl: '/images/blog/does-not-exist.jpg',
    }),
  });
  expect(created.status()).toBe(201);
  const { article } = await created.json();

  await page.goto(`/blog/usa/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E ${slug}`);
  await expect(page.locator('main img[data-featured-image]')).toHaveCount(0);

  await page.goto('/blog/usa');
  const card = page.locator('article', { has: page.getByRole('link', { name: `E2E ${slug}`, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  // Cards with working images keep them (the global demo articles have images).
  await page.goto('/blog');
  const working = page.locator('main img[data-featured-image]').first();
  await expect(working).toBeVisible();
  // Visible is not loaded: the optimizer may still be encoding the variant when the card is laid out.
  await expect.poll(() => working.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
});

test('the admin article API refuses requests without a session', async ({ request }) => {
  expect((await request.get('/api/admin/blog/articles')).status()).toBe(401);
  expect((await request.post('/api/admin/blog/articles', { data: draft('nope') })).status()).toBe(401);
});
