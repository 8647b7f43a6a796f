import { test } from '@playwright/test';
import { apiAuth, ARTICLES, articlePayload, createArticle, signInThroughForm, expect, toast } from './portal';

test('a save over someone else’s newer save is refused and offers to reload, keeping what was typed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `conflict-${Date.now()}`;
  const article = await createArticle(request, await apiAuth(request), articlePayload(slug));
  const editUrl = `${ARTICLES}/${article.id}/edit`;
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
  for (const page of [a, b]) {
    await signInThroughForm(page);
    await page.goto(editUrl);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);
  }

  await a.getByRole('textbox', { name: 'Title', exact: true }).fill(`First editor ${slug}`);
  await a.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(a, 'Article updated successfully')).toBeVisible();

  await b.getByLabel('Summary').fill('Second editor’s summary');
  await b.getByRole('button', { name: 'Save', exact: true }).click();
  const callout = b.getByRole('alert').filter({ hasText: 'Someone else changed this article' });
  await expect(callout).toBeVisible();
  await expect(b.getByLabel('Summary')).toHaveValue('Second editor’s summary');
  await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);

  await callout.getByRole('button', { name: 'Reload article' }).click();
  await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`First editor ${slug}`);
  await expect(b.getByLabel('Summary')).toHaveValue('Seeded by the portal end-to-end test.');
  await expect(callout).toHaveCount(0);
  await Promise.all([first.close(), second.close()]);
});
