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
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/blog/articles/bulk');
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(toast(page, '2 articles published')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Bulk ${tag} a` })).toContainText('Published');
  await expect(page.getByRole('row').filter({ hasText: `Bulk ${tag} c` })).toContainText('Draft');
  expect((await request.get(`/blog/${tag}-a`)).status()).toBe(200);
  expect((await request.get(`/blog/${tag}-c`)).status()).toBe(404);
});
