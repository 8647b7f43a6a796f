import { test } from '@playwright/test';
import {
  ARTICLES,
  NEW_ARTICLE,
  seriousA11yViolations,
  signInThroughForm,
  expect,
  listLoaded,
  saveArticle,
  toast,
} from './portal';
import { actionBar, openPreviewMenu } from './editor-support';

test.describe('the article editor', () => {
  test('an editor writes a draft, publishes it, edits it in rich text and HTML, renames it and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const title = `Portal Flow ${stamp}`;
    const slug = `portal-flow-${stamp}`;
    await signInThroughForm(page);
    await page.getByRole('link', { name: 'Manage Articles' }).click();
    await expect(page).toHaveURL(ARTICLES);
    await listLoaded(page);
    await page.getByRole('link', { name: 'New Article' }).click();
    await expect(page).toHaveURL(NEW_ARTICLE);
    await expect(page.getByRole('heading', { level: 1, name: 'New Article' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();

    // The title fills the slug (spec.md "Article editor" rule) and the meta title; the preview shows the global URL.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(slug);
    await expect(page.getByLabel('Meta Title')).toHaveValue(title);
    await expect(page.getByTestId('slug-preview')).toHaveText(new RegExp(`/blog/${slug}$`));
    await expect(page.getByText(`${title.length}/60`)).toBeVisible();

    // Rich text: a paragraph with a bold run, through the toolbar.
    const body = page.getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('Opening words of the article. ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Bold claim');
    await expect(page.getByText(/Estimated reading time: 1 min/)).toBeVisible();

    await saveArticle(page, 'Save Draft');
    await expect(toast(page, 'Article created successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ARTICLES}/[0-9a-f-]{36}/edit$`));
    const editUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

    await saveArticle(page, 'Publish');
    await expect(toast(page, 'Article updated successfully')).toBeVisible();
    await expect(actionBar(page).locator('[data-status="published"]')).toBeVisible();
    const publicPage = await page.context().newPage();
    expect((await publicPage.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(publicPage.locator('.article-body strong')).toHaveText('Bold claim');

    // HTML source: what is typed there is what the rich view then shows and what gets published.
    await page.getByRole('tab', { name: 'HTML source' }).click();
    const source = page.getByRole('textbox', { name: 'Content' });
    await expect(source).toHaveValue(/<strong>Bold claim<\/strong>/);
    await source.fill('<h2>Edited section</h2><p>Rewritten in the HTML source.</p>');
    await page.getByRole('tab', { name: 'Rich text' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Content' }).getByRole('heading', { name: 'Edited section' }),
    ).toBeVisible();
    await (await openPreviewMenu(page)).getByRole('menuitem', { name: 'Open preview' }).click();
    await expect(page.getByTestId('article-preview').getByRole('heading', { level: 2 })).toHaveText(
      'Edited section',
    );
    await saveArticle(page, 'Update');
    await expect(toast(page, 'Article updated successfully').last()).toBeVisible();
    await publicPage.goto(`/blog/${slug}`);
    await expect(publicPage.locator('.article-body h2')).toHaveText('Edited section');

    // Rename (asked first: the article is live): the old URL answers a permanent redirect to the new one.
    const renamed = `${slug}-renamed`;
    await page.getByRole('textbox', { name: 'URL Slug' }).fill(renamed);
    await actionBar(page).getByRole('button', { name: 'Update' }).click();
    const renaming = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page
      .getByRole('alertdialog', { name: 'Change the article’s address?' })
      .getByRole('button', { name: 'Change address' })
      .click();
    expect((await renaming).ok()).toBe(true);
    await expect(toast(page, 'Article updated successfully').last()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(renamed);
    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect([301, 308]).toContain(old.status());
    expect(old.headers()['location']).toMatch(new RegExp(`/blog/${renamed}$`));

    // Delete from the list, through the row menu and its confirmation.
    await page.goto(`${ARTICLES}?search=${renamed}`);
    await listLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles (1)' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('img', { name: 'Global' })).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'View' })).toHaveAttribute('href', `/blog/${renamed}`);
    await expect(page.getByRole('menuitem', { name: 'View' })).toHaveAttribute('target', '_blank');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Article deleted successfully')).toBeVisible();
    await expect(page.getByText('No articles found')).toBeVisible();
    expect((await publicPage.goto(`/blog/${renamed}`))?.status()).toBe(404);

    // The edit screen of a deleted article: 'Failed to fetch article', and back to the list.
    await page.goto(editUrl);
    await expect(toast(page, 'Failed to fetch article')).toBeVisible();
    await expect(page).toHaveURL(ARTICLES);
  });

  test('changing the market resets the language and limits its options', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveText('en');
    await page.getByRole('combobox', { name: 'Target Market' }).click();
    await page.getByRole('option', { name: /be-fr/ }).click();
    await expect(language).toHaveText('fr');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Secret professionnel');
    await expect(page.getByTestId('slug-preview')).toHaveText(/\/blog\/belgium-fr\/secret-professionnel$/);
    await language.click();
    await expect(page.getByRole('option')).toHaveText(['fr']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Target Market' }).click();
    await page.getByRole('option', { name: /usa/ }).click();
    await expect(language).toHaveText('en');
    await expect(page.getByTestId('slug-preview')).toHaveText(/\/blog\/usa\/secret-professionnel$/);
  });

  test('leaving with unsaved changes asks first: links, Back, and closing the tab', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto(ARTICLES);
    await listLoaded(page);
    await page.getByRole('link', { name: 'New Article' }).click();
    await expect(page).toHaveURL(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    // Nothing typed yet: leaving asks nothing.
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL(ARTICLES);
    await listLoaded(page);
    await page.goBack();
    await expect(page).toHaveURL(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written thought');

    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect.poll(() => prompts).toEqual(['confirm']);
    await expect(page).toHaveURL(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Half-written thought',
    );

    // Back as the browser's button does it; a cancelled traverse never "loads", so page.goBack would wait.
    await page.evaluate(() => window.history.back());
    await expect.poll(() => prompts).toEqual(['confirm', 'confirm']);
    await expect(page).toHaveURL(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Half-written thought',
    );

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(['confirm', 'confirm', 'beforeunload']);
  });

  test('the editor has no serious or critical accessibility violations', async ({ page }) => {
    // Two full axe runs plus a sign-in: over the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    await signInThroughForm(page);
    await page.goto(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const menu = await openPreviewMenu(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Open preview' }).click();
    await expect(page.getByTestId('article-preview')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
