import { test, type Page, type Request } from '@playwright/test';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect, signInThroughForm } from './portal';
import { seriousA11yViolations } from './support';

/** Issue 22: an editor that never saves, publishes or takes offline by accident, and loses nothing. */

const ARTICLE_API = /^\/api\/admin\/blog\/articles(\/[^/]+)?$/;

/** Every save (POST or PUT of an article) the page sends from now on. */
function recordSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (r) => {
    if (['POST', 'PUT'].includes(r.method()) && ARTICLE_API.test(new URL(r.url()).pathname)) saves.push(r);
  });
  return saves;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${ARTICLES}/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeVisible();
}

async function articleStatus(page: Page, headers: Record<string, string>, id: string): Promise<string> {
  const res = await page.request.get(`/api/admin/blog/articles/${id}`, { headers });
  return (await res.json()).article.status;
}

/** Focus is back in the body's text (TipTap's contenteditable). */
async function focusInBody(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.classList.contains('ProseMirror') ?? false);
}

test.describe('the editor can be trusted with real work', () => {
  test('Link and Image dialogs apply on Enter and never save the article; focus returns to the text', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `dialogs-${Date.now()}`;
    const article = await createArticle(
      request,
      headers,
      articlePayload(slug, { status: 'published', content: '<p>Cite the rule here.</p>' }),
    );
    await signInThroughForm(page);
    await openEditor(page, article.id);
    const saves = recordSaves(page);

    // Select "rule" and link it: Enter in "Link URL" applies the link.
    const body = page.getByRole('textbox', { name: 'Content' });
    await body.getByText('Cite the rule here.').dblclick({ position: { x: 70, y: 5 } });
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: /link/i });
    await expect(linkDialog).toBeVisible();
    await linkDialog.getByLabel('Link URL').fill('https://www.americanbar.org/rules');
    await linkDialog.getByLabel('Link URL').press('Enter');
    await expect(linkDialog).toBeHidden();
    await expect(body.locator('a[href="https://www.americanbar.org/rules"]')).toHaveCount(1);
    await expect.poll(() => focusInBody(page)).toBe(true);

    // The Apply button does the same.
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await linkDialog.getByLabel('Link URL').fill('https://www.americanbar.org/model-rules');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(body.locator('a[href="https://www.americanbar.org/model-rules"]')).toHaveCount(1);

    // Image: Enter in "Alternative text" inserts it.
    await body.click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(imageDialog).toBeVisible();
    await expect(imageDialog.getByLabel('Alternative text')).toHaveValue('');
    await imageDialog.getByLabel('Image URL').fill('/media/does-not-matter.png');
    await imageDialog.getByLabel('Alternative text').fill('The model rules, page one');
    await imageDialog.getByLabel('Alternative text').press('Enter');
    await expect(imageDialog).toBeHidden();
    await expect(body.locator('img[alt="The model rules, page one"]')).toHaveCount(1);
    await expect.poll(() => focusInBody(page)).toBe(true);

    // The block-type menu gives the focus back to the text after a choice.
    await page.getByRole('combobox', { name: 'Block type' }).click();
    await page.getByRole('option', { name: 'Heading 2' }).click();
    await expect.poll(() => focusInBody(page)).toBe(true);

    // Tab and Shift+Tab indent and outdent list items, and never leave the editor (even on a first item).
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('First point');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInBody(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sub point');
    await page.keyboard.press('Tab');
    await expect(body.locator('ul ul li')).toHaveText('Sub point');
    await page.keyboard.press('Shift+Tab');
    await expect(body.locator('ul ul')).toHaveCount(0);
    await expect(body.locator('ul > li')).toHaveText(['First point', 'Sub point']);
    await expect.poll(() => focusInBody(page)).toBe(true);

    // Nothing of this was saved: no request, and the published article is unchanged.
    await page.waitForTimeout(500);
    expect(saves).toHaveLength(0);
    const stored = await page.request.get(`/api/admin/blog/articles/${article.id}`, { headers });
    expect((await stored.json()).article.content).toBe('<p>Cite the rule here.</p>');
  });

  test('on a published article Save Draft asks first, Cancel changes nothing, and Update keeps it published', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `offline-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug, { status: 'published' }));
    await signInThroughForm(page);
    await openEditor(page, article.id);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await expect(update).toBeVisible();
    const saves = recordSaves(page);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Renamed ${slug}`);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Take the article off the site?' });
    await expect(ask).toContainText('This takes the article off the site');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await page.waitForTimeout(300);
    expect(saves).toHaveLength(0);
    expect(await articleStatus(page, headers, article.id)).toBe('published');
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

    // Update keeps it on the site.
    const updated = page.waitForResponse((r) => r.request().method() === 'PUT');
    await update.click();
    expect((await updated).status()).toBe(200);
    expect(await articleStatus(page, headers, article.id)).toBe('published');
    await expect(update).toBeVisible();

    // Confirmed, Save Draft takes it off the site.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const drafted = page.waitForResponse((r) => r.request().method() === 'PUT');
    await ask.getByRole('button', { name: 'Save Draft' }).click();
    expect((await drafted).status()).toBe(200);
    expect(await articleStatus(page, headers, article.id)).toBe('draft');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  });

  test('unsaved changes survive a reload: Restore unsaved changes or Discard; Ctrl+S saves', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `survive-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug));
    await signInThroughForm(page);
    await openEditor(page, article.id);
    page.on('dialog', (dialog) => void dialog.accept());

    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Typed before the crash');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type(' And a sentence.');
    // Kept a moment after the last keystroke.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Restore unsaved changes' })).toBeVisible();
    // The offer itself passes axe (its blue text was 4.08:1 on the callout's background before highContrast).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(title).toHaveValue(`E2E ${slug}`);
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(title).toHaveValue('Typed before the crash');
    await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('And a sentence.');

    // Ctrl+S saves what was restored (the selected status: still a draft).
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.keyboard.press('Control+s');
    expect((await saved).status()).toBe(200);
    const stored = await (
      await page.request.get(`/api/admin/blog/articles/${article.id}`, { headers })
    ).json();
    expect(stored.article.title).toBe('Typed before the crash');
    expect(stored.article.status).toBe('draft');
    // Saved: nothing left to offer.
    await page.reload();
    await expect(title).toHaveValue('Typed before the crash');
    await expect(page.getByRole('button', { name: 'Restore unsaved changes' })).toHaveCount(0);

    // Discard forgets what was kept.
    await title.fill('A thought to throw away');
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(title).toHaveValue('Typed before the crash');
    await page.reload();
    await expect(title).toHaveValue('Typed before the crash');
    await expect(page.getByRole('button', { name: 'Restore unsaved changes' })).toHaveCount(0);
  });

  test('a body over the limit is refused with the limit named under Content', async ({ page, request }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const article = await createArticle(request, headers, articlePayload(`large-${Date.now()}`));
    await signInThroughForm(page);
    await openEditor(page, article.id);
    await page.getByRole('tab', { name: 'HTML source' }).click();
    const source = page.getByRole('textbox', { name: 'Content' });
    await source.fill(`<p>${'x'.repeat(1024 * 1024 + 10)}</p>`);
    // Ctrl+S: the selected status (the editor's one save that keeps it, issue 33 point 2).
    await page.keyboard.press('Control+s');
    const message = page.getByText(
      'The article is too large to save: its content can be at most 1 MB of HTML',
    );
    await expect(message).toBeVisible();
    await expect(source).toHaveAttribute('aria-invalid', 'true');
  });
});
