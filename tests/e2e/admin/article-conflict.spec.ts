import { test } from '@playwright/test';
import { actionBar } from './editor-support';
import { apiAuth, ARTICLES, articlePayload, createArticle, signInThroughForm, expect, toast } from './portal';

test('a save over someone else’s newer save is refused and offers to reload theirs, keeping what was typed', async ({
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
  await actionBar(a).getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(a, 'Article updated successfully')).toBeVisible();

  await b.getByLabel('Summary').fill('Second editor’s summary');
  await actionBar(b).getByRole('button', { name: 'Save Draft' }).click();
  const callout = b.getByTestId('edit-conflict');
  await expect(callout).toContainText('Not saved: someone else saved this article');
  await expect(b.getByLabel('Summary')).toHaveValue('Second editor’s summary');
  await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);

  await callout.getByRole('button', { name: 'Reload theirs' }).click();
  await b
    .getByRole('alertdialog', { name: 'Replace your text with theirs?' })
    .getByRole('button', { name: 'Reload theirs' })
    .click();
  await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`First editor ${slug}`);
  await expect(b.getByLabel('Summary')).toHaveValue('Seeded by the portal end-to-end test.');
  await expect(callout).toHaveCount(0);
  // What the second editor typed is kept in the browser, offered to restore.
  await expect(b.getByTestId('local-copies')).toContainText(`E2E ${slug}`);
  await Promise.all([first.close(), second.close()]);
});
