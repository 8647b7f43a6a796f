import { expect, test } from '@playwright/test';
import { DASHBOARD, seriousA11yViolations, signIn, toasts } from './support';

const CATEGORIES = `${DASHBOARD}/blog/categories`;

// A whole flow of page loads: on a loaded machine it takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('creates, edits and deletes a category; its article is left without a category', async ({ page }) => {
  const auth = await signIn(page);
  const n = Date.now();
  const name = `E2E Ethics ${n}`;
  const renamed = `E2E Conduct ${n}`;
  await page.goto(CATEGORIES);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A blank name is refused in the browser: nothing is sent.
  let writes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/blog/categories') && r.method() !== 'GET') writes++;
  });
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toasts(page).getByText('Category name is required')).toBeVisible();
  expect(writes).toBe(0);

  // The slug follows the name; the colour is a radio group of the palette.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(dialog.getByLabel('URL Slug')).toHaveValue(`e2e-ethics-${n}`);
  await expect(dialog.getByRole('radio', { name: 'Blue (#3B82F6)' })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(10);
  await dialog.getByRole('radio', { name: 'Green (#10B981)' }).check();
  await dialog.getByLabel('Description').fill('Duties of lawyers who use AI.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toasts(page).getByText('Category created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(`e2e-ethics-${n}`);
  await expect(card).toContainText('Duties of lawyers who use AI.');
  await expect(card.locator('.admin-color-dot')).toHaveCSS('background-color', 'rgb(16, 185, 129)');

  // The same slug again: the server's message in an Error toast, and the dialog stays open.
  await page.getByRole('button', { name: 'New Category' }).click();
  await page
    .getByRole('dialog', { name: 'New Category' })
    .getByRole('textbox', { name: 'Name', exact: true })
    .fill(name);
  await page
    .getByRole('dialog', { name: 'New Category' })
    .getByRole('button', { name: 'Create Category' })
    .click();
  await expect(toasts(page).getByText('A category with this slug already exists')).toBeVisible();
  await page.getByRole('dialog', { name: 'New Category' }).getByRole('button', { name: 'Cancel' }).click();

  // An article in the category, written through the API.
  const categoryId = (
    (await (await page.request.get('/api/admin/blog/categories', { headers: auth })).json()) as {
      categories: { id: string; name: string }[];
    }
  ).categories.find((c) => c.name === name)?.id;
  expect(categoryId).toBeTruthy();
  const created = await page.request.post('/api/admin/blog/articles', {
    headers: auth,
    data: {
      title: `E2E categorised ${n}`,
      slug: `e2e-categorised-${n}`,
      summary: 'In a category that is about to go.',
      content: '<p>Body.</p>',
      categoryId,
      status: 'draft',
      market: 'global',
      language: 'en',
      isTranslation: false,
    },
  });
  expect(created.status()).toBe(201);
  const { article } = await created.json();
  expect(article.category_id).toBe(categoryId);

  // Edit: the dialog opens with the category; a new name keeps the slug of an existing category.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(edit.getByRole('radio', { name: 'Green (#10B981)' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await expect(edit.getByLabel('URL Slug')).toHaveValue(`e2e-ethics-${n}`);
  await edit.getByRole('radio', { name: 'Pink (#EC4899)' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Category updated successfully')).toBeVisible();
  const renamedCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(renamedCard.locator('.admin-color-dot')).toHaveCSS('background-color', 'rgb(236, 72, 153)');
  await page.reload();
  await expect(renamedCard).toContainText(`e2e-ethics-${n}`);

  // Delete asks first; Cancel keeps it.
  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete category?' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Category deleted successfully')).toBeVisible();
  await expect(renamedCard).toHaveCount(0);

  const after = await page.request.get(`/api/admin/blog/articles/${article.id}`, { headers: auth });
  expect(after.status()).toBe(200);
  expect((await after.json()).article.category_id).toBeNull();
});
