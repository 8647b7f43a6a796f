import { test } from '@playwright/test';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  seriousA11yViolations,
  signInThroughForm,
  expect,
  listLoaded,
} from './portal';

test.describe('the article list', () => {
  test('filters, bookmarking and pagination live in the URL', async ({ page, request }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const tag = `listtag${Date.now()}`;
    // 12 matching articles: 11 global drafts and one published French translation in be-fr.
    for (let i = 0; i < 11; i++) {
      await createArticle(request, headers, articlePayload(`${tag}-${i}`, { title: `List ${tag} ${i}` }));
    }
    await createArticle(
      request,
      headers,
      articlePayload(`${tag}-fr`, {
        title: `Liste ${tag} fr`,
        market: 'be-fr',
        language: 'fr',
        status: 'published',
        isTranslation: true,
      }),
    );

    await signInThroughForm(page);
    await page.goto(ARTICLES);
    await listLoaded(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(`${ARTICLES}?search=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles (12)' })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${ARTICLES}?search=${tag}&page=2`);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    // Bookmarkable: a reload shows the same page of the same search.
    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);

    // A filter resets the page; Back returns to the view before it.
    await page.getByRole('combobox', { name: 'Market' }).click();
    await page.getByRole('option', { name: /be-fr/ }).click();
    await expect(page).toHaveURL(`${ARTICLES}?search=${tag}&market=be-fr`);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles (1)' })).toBeVisible();
    await expect(page.getByText(/Page \d of \d/)).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: `Liste ${tag} fr` });
    await expect(row.getByRole('img', { name: 'Belgique (FR)' })).toBeVisible();
    await expect(row.getByText('Translation')).toBeVisible();
    await expect(row.getByText('No category')).toBeVisible();
    await expect(row.locator('[data-status="published"]')).toBeVisible();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      `/blog/belgium-fr/${tag}-fr`,
    );
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page).toHaveURL(`${ARTICLES}?search=${tag}&page=2`);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();

    // A status with no match: the empty state hints at the filters.
    await page.goto(`${ARTICLES}?search=${tag}&status=archived`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Archived');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Article' })).toBeVisible();

    // Market and language alone do not count as a narrowing search (spec.md "Article list" hint rule).
    await page.goto(`${ARTICLES}?market=be-nl&language=fr`);
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Get started by creating your first article')).toBeVisible();
  });

  test('the list has no serious or critical accessibility violations', async ({ page }) => {
    // Two full axe runs plus a sign-in: over the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    await signInThroughForm(page);
    await page.goto(ARTICLES);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
