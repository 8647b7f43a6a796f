import { test, type Page } from '@playwright/test';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  seriousA11yViolations,
  signInThroughForm,
} from './portal';

/**
 * Issue 22 point 3: every portal screen works from 360 px up. At 1024 px the editor showed only "Title"
 * (its form collapsed to a zero-height flex item); at 390 px the page overflowed sideways by 29 px and
 * Publish was cut off.
 */

const SCREENS = [
  `${ARTICLES}/new`,
  ARTICLES,
  '/admin-secret-portal/dashboard/images',
  '/admin-secret-portal/dashboard/blog/translations',
  '/admin-secret-portal/dashboard/leads',
  '/admin-secret-portal/dashboard/blog/categories',
  '/admin-secret-portal/dashboard',
  '/admin-secret-portal/dashboard/settings',
  '/admin-secret-portal/dashboard/maintenance',
  '/admin-secret-portal/dashboard/notifications',
];

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1440, 1024, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no portal screen scrolls sideways', async ({ page }) => {
      test.setTimeout(120_000);
      await signInThroughForm(page);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
      }
    });

    test('every editor field has a usable width and the actions stay in reach', async ({ page, request }) => {
      test.setTimeout(90_000);
      const headers = await apiAuth(request);
      const article = await createArticle(request, headers, articlePayload(`widths-${width}-${Date.now()}`));
      await signInThroughForm(page);
      await page.goto(`${ARTICLES}/${article.id}/edit`);
      const fields = [
        page.getByRole('textbox', { name: 'Title', exact: true }),
        page.getByRole('textbox', { name: 'URL Slug' }),
        page.getByRole('combobox', { name: 'Target Market' }),
        page.getByRole('combobox', { name: 'Language' }),
        page.getByRole('textbox', { name: 'Summary' }),
        page.getByRole('textbox', { name: 'Content' }),
        page.getByRole('combobox', { name: 'Category' }),
        page.getByRole('combobox', { name: 'Status' }),
        page.getByLabel('Featured Image URL'),
        page.getByLabel('Meta Title'),
        page.getByLabel('Meta Description'),
      ];
      for (const field of fields) {
        await field.scrollIntoViewIfNeeded();
        await expect(field).toBeVisible();
        const box = await field.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(Math.min(250, width - 120));
        expect(box?.height ?? 0).toBeGreaterThan(20);
      }
      // Scrolled to the end of the form, the save actions are still on screen (sticky header).
      await page.getByLabel('Meta Description').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      for (const name of ['Save Draft', 'Publish']) {
        const button = page.getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
