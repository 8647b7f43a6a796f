import { test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { endPageSession } from './gallery';
import { apiAuth, createArticle, articlePayload, expect, seriousA11yViolations, toast } from './portal';
import { signIn } from './support';

/**
 * Issue 33 point 7: at 390 px the translation editor sat in a table that scrolled sideways, cut off on the
 * left, and Cancel threw typed text away without asking. And a translation save after the session ended
 * signs in again in place, then saves.
 */

const TRANSLATIONS = '/admin-secret-portal/dashboard/blog/translations';

/** A published English article of its own (its translation entries are made on publishing). */
async function publishedArticle(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  await createArticle(request, headers, articlePayload(slug, { status: 'published' }));
  return `${TRANSLATIONS}?article=${slug}&lang=fr`;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

for (const width of [1440, 390]) {
  test.describe(`translations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Cancel asks before throwing typed text away, and closes at once when nothing was typed', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const headers = await signIn(page);
      const slug = `narrow-cancel-${width}-${Date.now()}`;
      await page.goto(await publishedArticle(request, headers, slug));
      await page.getByRole('button', { name: 'Edit Title (fr)' }).click();
      const input = page.getByLabel('Title (FR)', { exact: true });
      const source = page.getByRole('heading', { name: 'English source' });
      await expect(input).toBeVisible();

      if (width === 390) {
        // Cards, not a table: the English source above the translation, the page no wider than the screen.
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('list', { name: 'Translations' })).toBeVisible();
        const [above, below] = [await source.boundingBox(), await input.boundingBox()];
        expect((above?.y ?? 0) + (above?.height ?? 0)).toBeLessThanOrEqual(below?.y ?? 0);
        expect(below?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((below?.x ?? 0) + (below?.width ?? 999)).toBeLessThanOrEqual(390);
        expect(below?.width ?? 0).toBeGreaterThanOrEqual(250);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
        // Save and Cancel within the screen's width (not cut off on either side).
        for (const name of ['Save', 'Cancel']) {
          const box = await page.getByRole('button', { name, exact: true }).boundingBox();
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
        }
      } else {
        // Side by side in the table's editing row.
        const [left, right] = [await source.boundingBox(), await input.boundingBox()];
        expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThanOrEqual(right?.x ?? 0);
      }

      // Nothing typed: Cancel closes at once, focus back on the row's Edit button.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(input).toBeHidden();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit Title (fr)' })).toBeFocused();

      // Typed: Cancel asks, in the portal's confirmation dialog.
      await page.getByRole('button', { name: 'Edit Title (fr)' }).click();
      await input.fill('Un titre tapé à la main');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      const ask = page.getByRole('alertdialog', { name: 'Discard your translation?' });
      await expect(ask).toBeVisible();
      await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (width === 390) expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      // Keeping it keeps the text.
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(input).toHaveValue('Un titre tapé à la main');
      // Discarding it closes the editor; nothing was saved.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await ask.getByRole('button', { name: 'Discard' }).click();
      await expect(input).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit Title (fr)' })).toBeFocused();
      const entries = await (
        await request.get(`/api/admin/translations?filter=${encodeURIComponent(`blog.article.%.${slug}`)}`, {
          headers,
        })
      ).json();
      const title = entries.translations.find(
        (t: { language: string; translation_keys: { key: string } }) =>
          t.language === 'fr' && t.translation_keys.key.startsWith('blog.article.title.'),
      );
      expect(title.content).toBe('');

      // Moving to another article with typed text asks the same.
      await page.getByRole('button', { name: 'Edit Summary (fr)' }).click();
      await page.getByLabel('Summary (FR)', { exact: true }).fill('Un résumé');
      await page.getByRole('radio', { name: 'Dutch (nl)' }).click();
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Discard' }).click();
      await expect(page).toHaveURL(/lang=nl/);
    });

    test('a save after the session ended elsewhere signs in again in place, then saves what was typed', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const headers = await signIn(page);
      const other = await apiAuth(request);
      const slug = `narrow-session-${width}-${Date.now()}`;
      await page.goto(await publishedArticle(request, headers, slug));
      await page.getByRole('button', { name: 'Edit Title (fr)' }).click();
      await page.getByLabel('Title (FR)', { exact: true }).fill('Écrit pendant que la session finissait');
      await endPageSession(page, request, other);

      const isSave = (r: { request: () => { method: () => string } }) => r.request().method() === 'PUT';
      const firstTry = page.waitForResponse(isSave);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await firstTry).status()).toBe(401);
      const dialog = page.getByRole('dialog', { name: 'Sign in again' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`article=${slug}`));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      const retried = page.waitForResponse(isSave);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect((await retried).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Translation updated successfully')).toBeVisible();

      const entries = await (
        await request.get(`/api/admin/translations?filter=${encodeURIComponent(`blog.article.%.${slug}`)}`, {
          headers: other,
        })
      ).json();
      const title = entries.translations.find(
        (t: { language: string; translation_keys: { key: string } }) =>
          t.language === 'fr' && t.translation_keys.key.startsWith('blog.article.title.'),
      );
      expect(title).toMatchObject({ content: 'Écrit pendant que la session finissait', is_approved: true });
    });
  });
}
