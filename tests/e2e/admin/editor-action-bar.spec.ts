import { test } from '@playwright/test';
import { actionBar, focusInForm, openPreviewMenu } from './editor-support';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  NEW_ARTICLE,
  seriousA11yViolations,
  signInThroughForm,
  toast,
} from './portal';

/** Issue 33 points 2, 5 and 7: the editor's one action bar, its preview, stable URLs, and the small fixes. */

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('one action bar in one row: state, save status, Preview menu, Save Draft and Publish; the preview shows unsaved edits', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const slug = `one-bar-${width}-${Date.now()}`;
      const article = await createArticle(request, await apiAuth(request), articlePayload(slug));
      await signInThroughForm(page);
      await page.goto(`${ARTICLES}/${article.id}/edit`);
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect(title).toHaveValue(`E2E ${slug}`);

      const bar = actionBar(page);
      await expect(bar.locator('[data-status="draft"]')).toBeVisible();
      await expect(bar.getByTestId('save-status')).toHaveText('Saved');
      const buttons = bar.getByRole('button');
      await expect(buttons).toHaveText(['Preview', 'Save Draft', 'Publish']);
      for (const gone of ['Show Preview', 'Hide Preview', 'Save', 'Update', 'Copy preview link'])
        await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);

      // One row, at most 64 px tall: every control sits within the bar's height, side by side.
      const box = await bar.boundingBox();
      console.log(`[action bar] ${width} px: ${box?.width} × ${box?.height} px`);
      expect(box?.height ?? 999).toBeLessThanOrEqual(64);
      const boxes = await Promise.all((await buttons.all()).map((b) => b.boundingBox()));
      for (const b of boxes) {
        expect(b!.y).toBeGreaterThanOrEqual(box!.y);
        expect(b!.y + b!.height).toBeLessThanOrEqual(box!.y + box!.height);
      }
      expect(boxes.map((b) => b!.x)).toEqual([...boxes.map((b) => b!.x)].sort((a, b) => a - b));

      // Sticky: scrolled to the end of the form, the bar is still on screen.
      await page.getByLabel('Meta Description').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await expect(bar).toBeInViewport({ ratio: 1 });

      // An edit that is not saved, then the Preview menu: three items, the links' one saying what it shows.
      await title.fill(`Unsaved title ${slug}`);
      const menu = await openPreviewMenu(page);
      await expect(menu.getByRole('menuitem')).toHaveCount(3);
      await expect(menu.getByRole('menuitem', { name: 'Open preview' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Copy preview link' })).toHaveAccessibleDescription(
        'Shows the last saved version, for 7 days',
      );
      await expect(menu.getByRole('menuitem', { name: 'Revoke preview links' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await menu.getByRole('menuitem', { name: 'Open preview' }).click();

      const preview = page.getByTestId('article-preview');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Unsaved title ${slug}`);
      if (width >= 1024) {
        // Beside the form, not under it.
        const form = await page.getByRole('form').boundingBox();
        const side = await preview.boundingBox();
        expect(side!.x).toBeGreaterThan(form!.x + form!.width - 1);
      } else {
        await expect(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close preview' }).click();
      await expect(preview).toHaveCount(0);
    });

    test('a new empty article says "Not saved yet", and the first Ctrl+S keeps the focus in the editor', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInThroughForm(page);
      await page.goto(NEW_ARTICLE);
      const body = page.getByRole('textbox', { name: 'Content' });
      await expect(body).toBeVisible();
      const status = actionBar(page).getByTestId('save-status');
      await expect(status).toHaveText('Not saved yet');
      // The links need a saved article; the preview of the form does not.
      const menu = await openPreviewMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Copy preview link' })).toHaveAttribute(
        'data-disabled',
        '',
      );
      await expect(menu.getByRole('menuitem', { name: 'Open preview' })).not.toHaveAttribute(
        'data-disabled',
        '',
      );
      await page.keyboard.press('Escape');

      await page
        .getByRole('textbox', { name: 'Title', exact: true })
        .fill(`Focus kept ${width} ${Date.now()}`);
      await expect(status).toHaveText('Unsaved changes');
      await body.click();
      await page.keyboard.type('Typed, then saved from the keyboard.');
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/blog/articles'),
      );
      await page.keyboard.press('Control+s');
      expect((await created).status()).toBe(201);
      await expect(page).toHaveURL(new RegExp(`${ARTICLES}/[0-9a-f-]{36}/edit$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
      await expect(status).toHaveText('Saved');
      expect(await focusInForm(page)).toBe('form');
      // Typing goes on where it was, and the next Ctrl+S saves the same article.
      await page.keyboard.type(' More.');
      const updated = page.waitForResponse((r) => r.request().method() === 'PUT');
      await page.keyboard.press('Control+s');
      expect((await updated).status()).toBe(200);
      await expect(body).toContainText('Typed, then saved from the keyboard. More.');
      expect(await focusInForm(page)).toBe('form');
    });

    test('a live article keeps its address when its title changes; a new slug is asked about and redirects', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const slug = `stable-url-${width}-${Date.now()}`;
      const article = await createArticle(
        request,
        await apiAuth(request),
        articlePayload(slug, { status: 'published' }),
      );
      await signInThroughForm(page);
      await page.goto(`${ARTICLES}/${article.id}/edit`);
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      const slugField = page.getByRole('textbox', { name: 'URL Slug' });
      await expect(title).toHaveValue(`E2E ${slug}`);
      await expect(slugField).toHaveAccessibleDescription(/no longer follows the title/);

      await title.fill(`E2E ${slug} revised`);
      await expect(slugField).toHaveValue(slug);
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
      await actionBar(page).getByRole('button', { name: 'Update' }).click();
      expect((await saved).status()).toBe(200);
      await expect(slugField).toHaveValue(slug);
      expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

      // The editor changes the slug itself: asked first, naming the redirect.
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT') puts.push(r.url());
      });
      await slugField.fill(`${slug}-new`);
      await actionBar(page).getByRole('button', { name: 'Update' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Change the article’s address?' });
      await expect(ask).toContainText('The old address will redirect to the new one');
      await expect(ask).toContainText(`/blog/${slug} → /blog/${slug}-new`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      expect(puts).toEqual([]);

      await actionBar(page).getByRole('button', { name: 'Update' }).click();
      const moved = page.waitForResponse((r) => r.request().method() === 'PUT');
      await ask.getByRole('button', { name: 'Change address' }).click();
      expect((await moved).status()).toBe(200);
      await expect(toast(page, 'Article updated successfully').last()).toBeVisible();
      const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(old.status());
      expect(old.headers()['location']).toMatch(new RegExp(`/blog/${slug}-new$`));
    });
  });
}

test('Save Draft on a scheduled article says it was never live, not that visitors lose it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const slug = `scheduled-ask-${stamp}`;
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
  // Its slug is the one its title gives: it follows the title while the article has not been live.
  const article = await createArticle(
    request,
    await apiAuth(request),
    articlePayload(slug, { title: `Scheduled ask ${stamp}`, status: 'published', publishedAt: later }),
  );
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    `Scheduled ask ${stamp}`,
  );
  await expect(actionBar(page).locator('[data-status="scheduled"]')).toBeVisible();
  // Not yet live: the slug still follows the title.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Rescheduled piece');
  await expect(page.getByRole('textbox', { name: 'URL Slug' })).toHaveValue('rescheduled-piece');
  await actionBar(page).getByRole('button', { name: 'Save Draft' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel the scheduled publication?' });
  await expect(ask).toContainText('This article was never live');
  await expect(ask).not.toContainText('visitors no longer see it');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the live preview sits beside the form, not under it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const slug = `beside-${Date.now()}`;
    const article = await createArticle(request, await apiAuth(request), articlePayload(slug));
    await signInThroughForm(page);
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);
    await (await openPreviewMenu(page)).getByRole('menuitem', { name: 'Open preview' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview).toBeVisible();
    // The keyboard lands on the preview, not back on the menu's button.
    await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeFocused();
    const form = await page.getByRole('form').boundingBox();
    const side = await preview.boundingBox();
    expect(side!.x).toBeGreaterThan(form!.x + form!.width - 1);
    expect(side!.y).toBeLessThan(form!.y + form!.height);
    await expect(preview).toBeInViewport();
    // Typing shows in it at once.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed beside the preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Typed beside the preview');
  });
});
