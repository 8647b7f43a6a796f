import { expect, test } from '@playwright/test';
import { wordPasteTest } from './editor-paste';
import { chooseImages, DEMO_IMAGES, openGallery, solid } from './gallery';
import { seriousA11yViolations, signIn, toasts } from './support';

// One file: the steps share the gallery's state (uploads and deletes), so they run in order.
test.describe.configure({ mode: 'serial' });

test.describe('image gallery', () => {
  test('upload with the picker and by drag and drop, search, select all, delete; the demo images stay', async ({
    page,
  }) => {
    const slug = `gallery-${Date.now()}`;
    const png = await solid(320, 200, [30, 90, 200]).png().toBuffer();
    const jpeg = await solid(300, 300, [200, 60, 30]).jpeg().toBuffer();
    const dropped = await solid(200, 120, [40, 160, 80]).png().toBuffer();

    await signIn(page);
    await openGallery(page);
    // Issue 33: the gallery starts with the demo articles' pictures, not empty.
    const images = page.getByRole('list', { name: 'Images' });
    for (const name of DEMO_IMAGES) await expect(images.getByTitle(name, { exact: true })).toBeVisible();
    // Only this test's uploads are counted: other files' tests may upload meanwhile.
    const mine = images.getByRole('listitem').filter({ hasText: slug });

    // Two files with the kit's file picker (a button that opens the chooser), as one choice.
    await chooseImages(page, [
      { name: `${slug}-blue.png`, mimeType: 'image/png', buffer: png },
      { name: `${slug}-red.jpg`, mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('progressbar')).toHaveCount(2);
    await expect(uploads.getByText('Uploaded')).toHaveCount(2);
    await expect(page.getByText('Image uploaded successfully!', { exact: true }).first()).toBeVisible();
    await expect(mine).toHaveCount(2);

    // One by drag and drop: a drop event carrying a DataTransfer built in the page.
    await page.getByTestId('image-dropzone').evaluate(
      (zone, { base64, name }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: 'image/png' }));
        zone.dispatchEvent(
          new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
        zone.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      },
      { base64: dropped.toString('base64'), name: `${slug}-dropped-green.png` },
    );
    await expect(uploads.getByText('Uploaded')).toHaveCount(3);
    await expect(mine).toHaveCount(3);

    // Issue 22: each image shows its dimensions and upload date, and its URL can be copied (two images of
    // one file name differ by these).
    const blue = images.getByRole('listitem').filter({ has: page.getByTitle(`${slug}-blue.png`) });
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(blue).toContainText('320×200 px');
    await expect(blue).toContainText(today);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await blue.getByRole('button', { name: `Copy URL of ${slug}-blue.png` }).click();
    await expect(toasts(page).getByText('URL copied', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/media/[^/]+\\.png$`));
    expect((await page.request.get(copied)).status()).toBe(200);

    // The uploaded file opens in a new tab.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      images.getByRole('link', { name: `Open ${slug}-red.jpg in a new tab` }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/media\/.+\.jpg$/);
    await tab.close();

    // Search by name, kept in the URL after the debounce.
    const search = page.getByRole('searchbox', { name: 'Search images by name' });
    await search.fill('dropped');
    await expect(page).toHaveURL(/[?&]search=dropped/);
    await expect(images.getByRole('listitem')).toHaveCount(1);
    await expect(images.getByTitle(`${slug}-dropped-green.png`)).toBeVisible();
    await search.fill('no-such-picture');
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await search.fill('');
    await expect(images.getByTitle('research.jpg', { exact: true })).toBeVisible();
    await expect(mine).toHaveCount(3);
    // This test's own uploads from here on: Select All takes what is on screen.
    await search.fill(slug);
    await expect(images.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: /^3 images · [\d.]+ KB$/ })).toBeVisible();

    // The list view, also in the URL.
    await page.getByRole('radio', { name: 'List' }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    const table = page.getByRole('table', { name: 'Images' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const blueRow = table.getByRole('row').filter({ hasText: `${slug}-blue.png` });
    await expect(blueRow).toContainText('320×200 px');
    await expect(blueRow).toContainText(today);
    await expect(blueRow.getByRole('button', { name: `Copy URL of ${slug}-blue.png` })).toBeVisible();

    // Select all, deselect all, select all again, then delete after the confirmation.
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByText('0 selected')).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${slug}-blue.png` }).click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Selected (3)' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted 3 image(s)', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(page.getByText('0 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
    // The demo images were never selected: they are all still there.
    await search.fill('');
    for (const name of DEMO_IMAGES)
      await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: slug })).toHaveCount(0);
  });

  test('deleting an image an article uses names the article first, and Delete anyway removes it', async ({
    page,
  }) => {
    // The shared helper signs in through the API from an address of the test's own (no shared limit).
    const headers = await signIn(page);
    const upload = await page.request.post('/api/admin/images', {
      headers,
      multipart: {
        file: {
          name: 'in-use-cover.png',
          mimeType: 'image/png',
          buffer: await solid(120, 63, [9, 9, 90]).png().toBuffer(),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const { image } = await upload.json();
    const title = `Uses the cover ${Date.now()}`;
    const created = await page.request.post('/api/admin/blog/articles', {
      headers,
      data: {
        title,
        slug: `uses-cover-${Date.now()}`,
        summary: 'An article with a gallery image.',
        content: '<p>Body.</p>',
        status: 'draft',
        market: 'global',
        language: 'en',
        isTranslation: false,
        featuredImageUrl: image.url,
      },
    });
    expect(created.status()).toBe(201);
    const { article } = await created.json();

    await openGallery(page);
    await page.getByRole('checkbox', { name: 'Select in-use-cover.png' }).click();
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Some images are in use' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Images in use' })).toContainText('in-use-cover.png');
    await expect(dialog.getByRole('list', { name: 'Images in use' })).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await expect(page.getByText('Deleted 1 image(s)', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select in-use-cover.png' })).toHaveCount(0);
    expect((await page.request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(
      200,
    );
  });

  test('a refused file (SVG, text) shows Upload Error and is never sent', async ({ page }) => {
    await signIn(page);
    await openGallery(page);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/images')) posted += 1;
    });
    await chooseImages(page, [
      {
        name: 'drawing.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    // One toast per kind (issue 22): both refusals share the one Upload Error toast.
    const errors = toasts(page).filter({ hasText: 'Upload Error' });
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('Please upload a valid image file (JPG, PNG, WebP, or GIF)');
    await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('in the article editor: upload a featured image, then pick another from the recent uploads, and see it on the public page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const slug = `featured-pick-${stamp}`;
    const headers = await signIn(page);
    // One image already in the gallery, to be picked from the recent uploads.
    const upload = await page.request.post('/api/admin/images', {
      headers,
      multipart: {
        file: {
          name: `gallery-cover-${stamp}.png`,
          mimeType: 'image/png',
          buffer: await solid(600, 315, [20, 70, 160]).png().toBuffer(),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const { image: galleryImage } = await upload.json();

    await page.goto('/admin-secret-portal/dashboard/blog/articles/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Featured pick ${stamp}`);
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill('An article whose cover comes from the gallery.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Body of the article.');

    // Upload from the editor: the URL is filled in.
    const url = page.getByLabel('Featured Image URL');
    const alt = page.getByLabel('Featured Image Alt Text');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload image' }).click(),
    ]);
    await chooser.setFiles({
      name: `editor-cover-${stamp}.png`,
      mimeType: 'image/png',
      buffer: await solid(400, 210, [200, 40, 40]).png().toBuffer(),
    });
    await expect(toasts(page).getByText('Image uploaded and ready to use!')).toBeVisible();
    await expect(url).toHaveValue(/^\/media\/[^/]+\.png$/);
    const editorUpload = (await url.inputValue()).split('/').pop() ?? '';
    // Alt text starts empty: a file name is no description (issue 22 point 10).
    await expect(alt).toHaveValue('');

    // Pick the gallery image instead; the author's alt text is replaced by hand.
    await page.getByRole('button', { name: 'Choose from gallery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a featured image' });
    const recent = dialog.getByRole('list', { name: 'Recent uploads' });
    await expect(recent.getByRole('button', { name: `Use editor-cover-${stamp}.png` })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await recent.getByRole('button', { name: `Use gallery-cover-${stamp}.png` }).click();
    await expect(dialog).toBeHidden();
    await expect(url).toHaveValue(galleryImage.url);
    await alt.fill('A blue cover');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Saving revalidates the public pages: give it the portal specs' 15 s on a busy machine.
    await expect(toasts(page).getByText('Article created successfully')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/edit$/, { timeout: 15_000 });
    const articleId = page.url().split('/').at(-2);

    // The public page shows it through the image optimizer, and the browser decodes it.
    const reader = await page.context().newPage();
    expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(200);
    const cover = reader.locator('img[data-featured-image]');
    await expect(cover).toHaveAttribute('alt', 'A blue cover');
    await expect(cover).toHaveAttribute('src', new RegExp(encodeURIComponent(galleryImage.url)));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await reader.close();

    // A deleted article goes to the trash, where its images still count as used (it can come back):
    // delete it for good first.
    expect((await page.request.delete(`/api/admin/blog/articles/${articleId}`, { headers })).status()).toBe(
      200,
    );
    expect((await page.request.delete(`/api/admin/blog/trash/${articleId}`, { headers })).status()).toBe(200);
    const removed = await page.request.post('/api/admin/images/bulk-delete', {
      headers,
      data: { filenames: [galleryImage.name, editorUpload] },
    });
    expect(removed.status()).toBe(200);
  });

  test('the toolbar Image dialog lists the gallery to pick from and uploads in place; the article keeps both', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const headers = await signIn(page);
    const upload = await page.request.post('/api/admin/images', {
      headers,
      multipart: {
        file: {
          name: `body-pick-${stamp}.png`,
          mimeType: 'image/png',
          buffer: await solid(500, 280, [10, 120, 90]).png().toBuffer(),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const { image: picked } = await upload.json();
    const created = await page.request.post('/api/admin/blog/articles', {
      headers,
      data: {
        title: `Body images ${stamp}`,
        slug: `body-images-${stamp}`,
        summary: 'Images in the body.',
        content: '<p>Start.</p>',
        status: 'draft',
        market: 'global',
        language: 'en',
        isTranslation: false,
      },
    });
    expect(created.status()).toBe(201);
    const { article } = await created.json();
    await page.goto(`/admin-secret-portal/dashboard/blog/articles/${article.id}/edit`);
    const body = page.getByRole('textbox', { name: 'Content' });
    await expect(body).toContainText('Start.');

    // Pick from the gallery's images.
    await body.click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    const recent = dialog.getByRole('list', { name: 'Recent uploads' });
    await recent.getByRole('button', { name: `Use body-pick-${stamp}.png` }).click();
    await expect(dialog.getByLabel('Image URL')).toHaveValue(picked.url);
    await expect(dialog.getByLabel('Alternative text')).toHaveValue('');
    await dialog.getByLabel('Alternative text').fill('A green chart');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog).toBeHidden();
    await expect(body.locator(`img[src="${picked.url}"]`)).toHaveAttribute('alt', 'A green chart');

    // Upload one without leaving the dialog.
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload image' }).click(),
    ]);
    await chooser.setFiles({
      name: `body-upload-${stamp}.png`,
      mimeType: 'image/png',
      buffer: await solid(240, 160, [160, 30, 30]).png().toBuffer(),
    });
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/media\/[^/]+\.png$/);
    const uploadedUrl = await dialog.getByLabel('Image URL').inputValue();
    await dialog.getByLabel('Alternative text').fill('A red chart');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(body.locator(`img[src="${uploadedUrl}"]`)).toHaveAttribute('alt', 'A red chart');

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const stored = (
      await (await page.request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json()
    ).article;
    expect(stored.content).toContain(picked.url);
    expect(stored.content).toContain(uploadedUrl);

    // A deleted article goes to the trash, where its images still count as used (it can come back):
    // delete it for good first.
    expect((await page.request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(
      200,
    );
    expect((await page.request.delete(`/api/admin/blog/trash/${article.id}`, { headers })).status()).toBe(
      200,
    );
    const removed = await page.request.post('/api/admin/images/bulk-delete', {
      headers,
      data: { filenames: [picked.name, uploadedUrl.split('/').pop()] },
    });
    expect(removed.status()).toBe(200);
  });

  test('the gallery has no serious or critical axe violation, with images in both views and nothing found', async ({
    page,
  }) => {
    await signIn(page);
    await openGallery(page);
    const scan = () => seriousA11yViolations(page);
    expect(await scan()).toEqual([]);
    const name = `axe-check-${Date.now()}.png`;
    await chooseImages(page, {
      name,
      mimeType: 'image/png',
      buffer: await solid(160, 90, [120, 120, 120]).png().toBuffer(),
    });
    await page.getByRole('checkbox', { name: `Select ${name}` }).click();
    expect(await scan()).toEqual([]);
    await page.getByRole('radio', { name: 'List' }).click();
    await expect(page.getByRole('table', { name: 'Images' })).toBeVisible();
    expect(await scan()).toEqual([]);
    // Leave only the demo images for a later run against the same server.
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted 1 image(s)', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search images by name' }).fill('no-such-picture');
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  // After the gallery's own steps: its pasted image must not meet their image counts.
  wordPasteTest();
});
