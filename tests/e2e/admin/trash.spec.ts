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

test('a deleted article goes to the Trash, comes back as a draft, and can be deleted forever', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `trash-${Date.now()}`;
  const title = `E2E ${slug}`;
  await createArticle(request, await apiAuth(request), articlePayload(slug, { status: 'published' }));
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

  await signInThroughForm(page);
  const deleteFromList = async () => {
    await page.goto(`${ARTICLES}?search=${slug}`);
    await listLoaded(page);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Move “${title}” to the trash?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Article deleted successfully')).toBeVisible();
    await expect(page.getByText('No articles found')).toBeVisible();
  };

  await deleteFromList();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Trash \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, `Article restored as a draft: “${title}”`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Back in the list, as a draft (a restore never republishes).
  await page.goto(`${ARTICLES}?search=${slug}`);
  await listLoaded(page);
  const listed = page.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('Draft');
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await deleteFromList();
  await page.getByRole('link', { name: 'Trash' }).click();
  await page.getByRole('button', { name: `Delete ${title} forever` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete forever' });
  await expect(confirm).toContainText(`Delete “${title}” forever?`);
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(toast(page, 'Article deleted for good')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
