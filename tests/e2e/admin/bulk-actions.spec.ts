import { test } from '@playwright/test';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  listLoaded,
  signInThroughForm,
  toast,
} from './portal';

test('selects rows and publishes them in one request; the sort lives in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = `bulk${Date.now()}`;
  const headers = await apiAuth(request);
  for (const n of ['a', 'b', 'c']) {
    await createArticle(request, headers, articlePayload(`${tag}-${n}`, { title: `Bulk ${tag} ${n}` }));
  }
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}?search=${tag}`);
  await listLoaded(page);

  // Sort by title, Z to A: bookmarkable.
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Title, Z to A' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}&sort=title&order=desc`));
  await expect(page.getByRole('row').nth(1)).toContainText(`Bulk ${tag} c`);
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText(`Bulk ${tag} c`);

  await page.getByRole('checkbox', { name: `Select Bulk ${tag} a` }).click();
  await page.getByRole('checkbox', { name: `Select Bulk ${tag} b` }).click();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 articles selected');
  // Publishing asks first (issue 33 point 4), naming the count and the market.
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Publish 2 articles in global?' });
  await expect(ask).toBeVisible();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/blog/articles/bulk');
  await ask.getByRole('button', { name: 'Publish 2 articles' }).click();
  expect((await answered).status()).toBe(200);
  await expect(toast(page, '2 articles published')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Bulk ${tag} a` })).toContainText('Published');
  await expect(page.getByRole('row').filter({ hasText: `Bulk ${tag} c` })).toContainText('Draft');
  expect((await request.get(`/blog/${tag}-a`)).status()).toBe(200);
  expect((await request.get(`/blog/${tag}-c`)).status()).toBe(404);
});

test('moves the selected rows to a category chosen in the bar, and only those', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = `move${Date.now()}`;
  const headers = await apiAuth(request);
  const created = await request.post('/api/admin/blog/categories', {
    headers,
    data: { name: `Target ${tag}`, slug: `target-${tag}`, color: '#3B82F6' },
  });
  expect(created.status()).toBe(201);
  for (const n of ['a', 'b', 'c']) {
    await createArticle(request, headers, articlePayload(`${tag}-${n}`, { title: `Move ${tag} ${n}` }));
  }
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}?search=${tag}`);
  await listLoaded(page);

  await page.getByRole('checkbox', { name: `Select Move ${tag} a` }).click();
  await page.getByRole('checkbox', { name: `Select Move ${tag} c` }).click();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  const move = bar.getByRole('button', { name: 'Move to category', exact: true });
  await expect(move).toBeDisabled();
  await bar.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: `Target ${tag}`, exact: true }).click();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/blog/articles/bulk');
  await move.click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { results: { ok: boolean }[] }).results).toEqual([
    expect.objectContaining({ ok: true }),
    expect.objectContaining({ ok: true }),
  ]);
  await expect(toast(page, '2 articles moved')).toBeVisible();
  for (const [n, moved] of [
    ['a', true],
    ['b', false],
    ['c', true],
  ] as const) {
    const row = page.getByRole('row').filter({ hasText: `Move ${tag} ${n}` });
    await expect(row.getByText(`Target ${tag}`, { exact: true })).toHaveCount(moved ? 1 : 0);
  }
});
