import { test } from '@playwright/test';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  saveArticle,
  signInThroughForm,
  toast,
} from './portal';

/** A datetime-local value (the browser's zone) two days from now. */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('publishing with a future Publish date schedules the article: Scheduled in the list, 404 on the site', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `scheduled-${Date.now()}`;
  const article = await createArticle(request, await apiAuth(request), articlePayload(slug));
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);

  await page.getByLabel('Publish date').fill(inTwoDays());
  await expect(page.getByText('In the future: Publish schedules the article for this time.')).toBeVisible();
  await saveArticle(page, 'Publish');
  // The editor says what the list says: scheduled, not live.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);
  await expect(page.getByText(/^Scheduled /)).toBeVisible();
  await expect(page.locator('[data-status="published"]')).toHaveCount(0);

  await page.goto(`${ARTICLES}?status=scheduled&search=${slug}`);
  const row = page.getByRole('row').filter({ hasText: `E2E ${slug}` });
  await expect(row.getByText(/^Scheduled /)).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect((await request.get(`/api/blog/articles/market/global/${slug}`)).status()).toBe(404);
});

test('an earlier revision is shown against the current text and restored after confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `revisions-${Date.now()}`;
  const article = await createArticle(request, await apiAuth(request), articlePayload(slug));
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(`E2E ${slug}`);
  await title.fill(`Rewritten ${slug}`);
  await saveArticle(page, 'Save Draft');

  const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await revisions.getByRole('button', { name: new RegExp(`E2E ${slug}`) }).click();
  const compared = page.getByRole('group', { name: 'Revision compared with the current text' });
  await expect(compared.locator('del').filter({ hasText: 'E2E' })).toBeVisible();
  await expect(compared.locator('ins').filter({ hasText: 'Rewritten' })).toBeVisible();

  await compared.getByRole('button', { name: 'Restore this revision' }).click();
  // Both drafts: the dialog offers no status to restore, and its button says what it does.
  const ask = page.getByRole('alertdialog', { name: 'Restore this revision?' });
  await expect(ask).toContainText('The article stays a draft.');
  await expect(ask.getByRole('checkbox')).toHaveCount(0);
  await ask.getByRole('button', { name: 'Restore content' }).click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(title).toHaveValue(`E2E ${slug}`);
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
});
