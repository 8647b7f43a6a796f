import { test } from '@playwright/test';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect, signInThroughForm, toast } from './portal';
import { actionBar, openPreviewMenu } from './editor-support';

test('a reviewer opens the preview link in a fresh browser without an account and sees the draft with the Preview banner', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
  ).newPage();
  const slug = `preview-${Date.now()}`;
  const auth = await apiAuth(request);
  const article = await createArticle(
    request,
    auth,
    articlePayload(slug, { content: `<p>Draft body ${slug} for the reviewer.</p>` }),
  );
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);

  // "Copy preview link" (in the Preview menu) gives the link; the admin opens it in a new tab.
  await (await openPreviewMenu(page)).getByRole('menuitem', { name: 'Copy preview link' }).click();
  await expect(toast(page, 'Preview link copied (valid for 7 days)')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const tab = await page.context().newPage();
  await tab.goto(url);
  await expect(tab.getByTestId('preview-banner')).toBeVisible();

  // The reviewer: a browser with no session at all.
  const reviewer = await browser.newContext();
  try {
    const view = await reviewer.newPage();
    const response = await view.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(view.getByTestId('preview-banner')).toContainText('Preview');
    await expect(view.getByRole('heading', { level: 1, name: `E2E ${slug}` })).toBeVisible();
    await expect(view.getByText(`Draft body ${slug} for the reviewer.`)).toBeVisible();
    // The site's own header (the market editions) around it.
    await expect(view.getByRole('banner')).toBeVisible();
    // ...and the public pages' stylesheet, inside the page (issue 40).
    await expect(view.locator('style[data-href="ailex-public"]')).toHaveCount(1);
    expect(await view.locator('header').evaluate((h) => getComputedStyle(h).borderBottomWidth)).toBe('1px');

    const revoked = await request.delete(`/api/admin/blog/articles/${article.id}/preview-link`, {
      headers: auth,
    });
    expect(revoked.status()).toBe(200);
    expect((await view.reload())?.status()).toBe(404);
  } finally {
    await Promise.all([reviewer.close(), page.context().close()]);
  }
});

test('a never-published draft saves itself after typing stops, and a reload shows the server’s text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = `autosave-${Date.now()}`;
  const auth = await apiAuth(request);
  const article = await createArticle(request, auth, articlePayload(slug));
  const editUrl = `${ARTICLES}/${article.id}/edit`;
  await signInThroughForm(page);
  await page.goto(editUrl);
  const status = page.getByTestId('save-status');
  await expect(status).toHaveText('Saved');

  const puts: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/admin/blog/articles/${article.id}`)
      puts.push(Date.now());
  });
  // Continuous typing, a key every 150 ms for about 9 s: no save while the keys keep coming.
  const typed = `Autosaved summary ${slug} `.padEnd(60, 'x');
  const started = Date.now();
  await page.getByLabel('Summary').fill('');
  await page.getByLabel('Summary').pressSequentially(typed, { delay: 150 });
  const typingMs = Date.now() - started;
  const duringTyping = puts.length;
  await expect(status).toHaveText('Unsaved changes');
  await expect(status).toHaveText('Saved', { timeout: 15_000 });
  console.log(
    `[autosave] ${typed.length} keys over ${typingMs} ms: ${duringTyping} PUT while typing, ${puts.length} in all`,
  );
  expect(duringTyping).toBe(0);
  expect(puts).toHaveLength(1);

  const stored = await request.get(`/api/admin/blog/articles/${article.id}`, { headers: auth });
  expect((await stored.json()).article.summary).toBe(typed);

  // The local draft is gone with the save: what the reload shows comes from the server.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('draft')))).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue(typed);
  await expect(page.getByText('This browser kept changes')).toHaveCount(0);
  await expect(status).toHaveText('Saved');
});

test('autosave never overwrites another tab’s newer save: its 409 stops autosave and shows the conflict with its ways out', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = `autosave-conflict-${Date.now()}`;
  const auth = await apiAuth(request);
  const article = await createArticle(request, auth, articlePayload(slug));
  const editUrl = `${ARTICLES}/${article.id}/edit`;
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
    for (const page of [a, b]) {
      await signInThroughForm(page);
      await page.goto(editUrl);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);
    }
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(`First tab ${slug}`);
    await actionBar(a).getByRole('button', { name: 'Save Draft' }).click();
    await expect(a.getByTestId('save-status')).toHaveText('Saved');

    const puts: string[] = [];
    b.on('response', (r) => {
      if (
        r.request().method() === 'PUT' &&
        new URL(r.url()).pathname === `/api/admin/blog/articles/${article.id}`
      )
        puts.push(String(r.status()));
    });
    await b.getByLabel('Summary').fill('Second tab’s summary');
    const callout = b.getByTestId('edit-conflict');
    await expect(callout).toBeVisible({ timeout: 15_000 });
    expect(puts).toEqual(['409']);
    await expect(b.getByTestId('save-status')).toHaveText('Unsaved changes');
    // Stopped: more typing sends nothing, and the first tab's save stands.
    await b.getByLabel('Summary').fill('Second tab’s summary, longer');
    await b.waitForTimeout(4_500);
    expect(puts).toEqual(['409']);
    const stored = (
      await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers: auth })).json()
    ).article;
    expect(stored.title).toBe(`First tab ${slug}`);
    expect(stored.summary).toBe('Seeded by the portal end-to-end test.');

    await callout.getByRole('button', { name: 'Reload theirs' }).click();
    await b
      .getByRole('alertdialog', { name: 'Replace your text with theirs?' })
      .getByRole('button', { name: 'Reload theirs' })
      .click();
    await expect(b.getByLabel('Summary')).toHaveValue('Seeded by the portal end-to-end test.');
    await expect(b.getByTestId('save-status')).toHaveText('Saved');
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('a published article is never autosaved: its changes wait for Update', async ({ page, request }) => {
  test.setTimeout(90_000);
  const slug = `no-autosave-${Date.now()}`;
  const article = await createArticle(
    request,
    await apiAuth(request),
    articlePayload(slug, { status: 'published' }),
  );
  await signInThroughForm(page);
  await page.goto(`${ARTICLES}/${article.id}/edit`);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/admin/blog/articles/')) puts += 1;
  });
  await page.getByLabel('Summary').fill('A change to a live article');
  await page.waitForTimeout(5_000);
  expect(puts).toBe(0);
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
});

test('"Copy preview link" puts a working link on the clipboard, and a second copy gives the same link', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = `copy-preview-${Date.now()}`;
  const article = await createArticle(
    request,
    await apiAuth(request),
    articlePayload(slug, { content: `<p>Copied preview ${slug}.</p>` }),
  );
  const baseURL = test.info().project.use.baseURL;
  const editor = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const reviewer = await browser.newContext({ baseURL });
  try {
    const page = await editor.newPage();
    await signInThroughForm(page);
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E ${slug}`);
    const created = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/preview-link'));
    await (await openPreviewMenu(page)).getByRole('menuitem', { name: 'Copy preview link' }).click();
    expect((await created).status()).toBe(201);
    await expect(toast(page, 'Preview link copied (valid for 7 days)')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);

    // Copied again while the link is fresh: the same link, no new one.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await (await openPreviewMenu(page)).getByRole('menuitem', { name: 'Copy preview link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

    const view = await reviewer.newPage();
    expect((await view.goto(copied))?.status()).toBe(200);
    await expect(view.getByText(`Copied preview ${slug}.`)).toBeVisible();
  } finally {
    await Promise.all([editor.close(), reviewer.close()]);
  }
});
