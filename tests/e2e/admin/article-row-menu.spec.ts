import { test, type Page } from '@playwright/test';
import {
  ARTICLES,
  apiAuth,
  articlePayload,
  createArticle,
  expect,
  listLoaded,
  seriousA11yViolations,
} from './portal';
import { signIn } from './support';

/**
 * Issue 33 point 7: at 390 px the article list's row menu was off-screen, to the right of a table that
 * scrolls sideways. Its column now stays at the table's visible right edge.
 */

const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

for (const width of [1440, 390]) {
  test.describe(`the article list at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a row's menu is on screen without scrolling, opens, and its items are in the viewport", async ({
      page,
      request,
    }) => {
      const headers = await apiAuth(request);
      const slug = `row-menu-${width}-${Date.now()}`;
      const article = await createArticle(request, headers, articlePayload(slug));
      await signIn(page);
      // Its own row first, whatever other tests add meanwhile.
      await page.goto(`${ARTICLES}?search=${slug}`);
      await listLoaded(page);
      const trigger = page.getByRole('button', { name: `Actions for E2E ${slug}` });
      // On screen as the list opens: no sideways scrolling of the table or the page first.
      await expect(trigger).toBeInViewport({ ratio: 1 });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      // By keyboard, as well as by pointer.
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      for (const name of ['Edit', 'View', 'Delete']) {
        await expect(menu.getByRole('menuitem', { name })).toBeInViewport({ ratio: 1 });
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await menu.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page).toHaveURL(`${ARTICLES}/${article.id}/edit`);
      expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(
        200,
      );
    });
  });
}
