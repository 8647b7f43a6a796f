import { test, type Page, type Response } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { chooseImages, DEMO_IMAGES, endPageSession, GALLERY, openGallery, solid, uploadPng } from './gallery';
import { apiAuth, expect, NEW_ARTICLE, saveArticle, seriousA11yViolations, toast } from './portal';
import { signIn } from './support';

/**
 * Issue 33 point 7: the gallery uses the kit's file picker, starts with the demo articles' pictures,
 * edits an image's alt text (used by default where the image is inserted) and lists the articles that
 * use it; an upload after the session ended signs in again in place and then completes.
 */

const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

for (const width of [1440, 390]) {
  test.describe(`the gallery at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the demo pictures with their alt text and the demo article that uses each; the picker is a labelled button', async ({
      page,
    }) => {
      await signIn(page);
      await openGallery(page);
      const images = page.getByRole('list', { name: 'Images' });
      for (const name of DEMO_IMAGES) await expect(images.getByTitle(name, { exact: true })).toBeVisible();

      // The kit's picker: one named button; the file input behind it is out of sight and out of the
      // accessibility tree (no second, unnamed control).
      await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
      await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByText('Choose Files')).toHaveCount(0);

      const research = images
        .getByRole('listitem')
        .filter({ has: page.getByTitle('research.jpg', { exact: true }) });
      await expect(research).toContainText('A stack of law books beside a magnifying glass');
      await research.getByRole('button', { name: 'Details of research.jpg' }).click();
      const dialog = page.getByRole('dialog', { name: 'research.jpg' });
      await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveValue(
        'A stack of law books beside a magnifying glass',
      );
      const usedIn = dialog.getByRole('list', { name: 'Articles using this image' });
      await expect(
        usedIn.getByRole('link', { name: 'A Practical Workflow for AI-Assisted Legal Research' }),
      ).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(research.getByRole('button', { name: 'Details of research.jpg' })).toBeFocused();
    });

    test('alt text edited in the gallery is saved, filled in when the image becomes a featured image, and Used in lists that article', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${width}-${Date.now()}`;
      const headers = await signIn(page);
      const image = await uploadPng(request, headers, `alt-edit-${stamp}.png`);
      expect(image.alt).toBe('');

      await page.goto(`${GALLERY}?search=alt-edit-${stamp}`);
      const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('No alt text');
      await card.getByRole('button', { name: `Details of alt-edit-${stamp}.png` }).click();
      const dialog = page.getByRole('dialog', { name: `alt-edit-${stamp}.png` });
      await expect(dialog.getByText('No article uses this image.')).toBeVisible();
      const alt = dialog.getByRole('textbox', { name: 'Alt text' });
      await alt.fill('  A blue panel with a darker edge  ');
      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
      await dialog.getByRole('button', { name: 'Save alt text' }).click();
      expect((await saved).status()).toBe(200);
      await expect(toast(page, 'Alt text saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('A blue panel with a darker edge');
      // Stored, trimmed (checked through the API, not the screen that saved it).
      const stored = await (await request.get(`/api/admin/images/${image.id}`, { headers })).json();
      expect(stored.image.alt).toBe('A blue panel with a darker edge');

      // A new article takes it as its featured image: the alt text comes with it.
      await page.goto(NEW_ARTICLE);
      const title = `Alt from the gallery ${stamp}`;
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page
        .getByRole('textbox', { name: 'Summary' })
        .fill('An article whose cover alt text comes from the gallery.');
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Body of the article.');
      await page.getByRole('button', { name: 'Choose from gallery' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a featured image' });
      await picker.getByRole('button', { name: `Use alt-edit-${stamp}.png` }).click();
      await expect(picker).toBeHidden();
      await expect(page.getByLabel('Featured Image URL')).toHaveValue(image.url);
      await expect(page.getByLabel('Featured Image Alt Text')).toHaveValue('A blue panel with a darker edge');
      await saveArticle(page, 'Save Draft');
      await expect(page).toHaveURL(/\/edit$/, { timeout: 15_000 });
      const articleId = page.url().split('/').at(-2) ?? '';
      const article = (await (await request.get(`/api/admin/blog/articles/${articleId}`, { headers })).json())
        .article;
      expect(article.featured_image_alt).toBe('A blue panel with a darker edge');

      // The gallery says where it is used now.
      await page.goto(`${GALLERY}?search=alt-edit-${stamp}`);
      await card.getByRole('button', { name: `Details of alt-edit-${stamp}.png` }).click();
      await expect(
        dialog.getByRole('list', { name: 'Articles using this image' }).getByRole('link', { name: title }),
      ).toHaveAttribute('href', `/admin-secret-portal/dashboard/blog/articles/${articleId}/edit`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Remove what this test made: the article for good (a trashed one still counts as a use), then the image.
      expect((await request.delete(`/api/admin/blog/articles/${articleId}`, { headers })).status()).toBe(200);
      expect((await request.delete(`/api/admin/blog/trash/${articleId}`, { headers })).status()).toBe(200);
      const removed = await request.post('/api/admin/images/bulk-delete', {
        headers,
        data: { filenames: [image.name] },
      });
      expect(removed.status()).toBe(200);
    });

    test('an upload after the session ended elsewhere signs in again in place and then completes', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await signIn(page);
      const other = await apiAuth(request);
      await openGallery(page);
      await expect(page.getByRole('button', { name: 'Choose images' })).toBeEnabled();
      await endPageSession(page, request, other);

      const name = `after-session-${width}-${Date.now()}.png`;
      const isUpload = (r: Response) =>
        r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/images';
      const firstTry = page.waitForResponse(isUpload);
      await chooseImages(page, {
        name,
        mimeType: 'image/png',
        buffer: await solid(120, 80, [200, 120, 20]).png().toBuffer(),
      });
      expect((await firstTry).status()).toBe(401);

      // The dialog over the gallery: the page has not moved.
      const dialog = page.getByRole('dialog', { name: 'Sign in again' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(GALLERY);
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(E2E_ADMIN.email);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      const retried = page.waitForResponse(isUpload);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect((await retried).status()).toBe(201);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Uploads' }).getByText('Uploaded')).toHaveCount(1);
      await expect(
        page.getByRole('list', { name: 'Images' }).getByTitle(name, { exact: true }),
      ).toBeVisible();

      const listed = await (await request.get(`/api/admin/images?search=${name}`, { headers: other })).json();
      expect(listed.images.map((i: { original_name: string }) => i.original_name)).toEqual([name]);
      const removed = await request.post('/api/admin/images/bulk-delete', {
        headers: other,
        data: { filenames: [listed.images[0].name] },
      });
      expect(removed.status()).toBe(200);
    });
  });
}
