import { test, type Page } from '@playwright/test';
import { actionBar, createEditorAccount, localCopyKeys, signInWith } from './editor-support';
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
import { DASHBOARD, logOut, SIGN_IN } from './support';

/** Issue 33 point 3: two tabs and two people on one article lose nothing, and see each other. */

const CONFLICT_TOAST =
  'Not saved: someone else saved this article meanwhile. Compare the two versions under the action bar.';

async function openEditor(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`${ARTICLES}/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
}

async function update(page: Page): Promise<number> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/admin\/blog\/articles\/[^/]+$/.test(r.url()),
  );
  await actionBar(page).getByRole('button', { name: 'Update' }).click();
  return (await saved).status();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('two people on one article: each sees the other, a stale Update gets a toast and the callout by the bar, and "Overwrite with mine" saves on top of theirs, which stays restorable', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const slug = `two-people-${Date.now()}`;
    const headers = await apiAuth(request);
    const article = await createArticle(request, headers, articlePayload(slug, { status: 'published' }));
    const editor = await createEditorAccount(request, baseURL ?? '', 'Jane Doe', headers);
    const [first, second] = await Promise.all([
      browser.newContext({ viewport: { width: 1440, height: 900 } }),
      browser.newContext({
        viewport: { width: 1440, height: 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      }),
    ]);
    try {
      const [jane, admin] = await Promise.all([first.newPage(), second.newPage()]);
      await signInWith(jane, editor.email, editor.password);
      await openEditor(jane, article.id, `E2E ${slug}`);
      await signInThroughForm(admin);
      await openEditor(admin, article.id, `E2E ${slug}`);
      // Presence, from the database: the admin arrives second and is told at once.
      await expect(admin.getByTestId('presence')).toHaveText('Also open by Jane Doe, just now');

      // Jane saves a new title first.
      await jane.getByRole('textbox', { name: 'Title', exact: true }).fill(`Jane's title ${slug}`);
      expect(await update(jane)).toBe(200);

      // The admin, scrolled down into the form, changes the summary and updates: refused.
      const summary = admin.getByLabel('Summary');
      await summary.fill('The admin’s own summary');
      await admin.getByLabel('Meta Description').scrollIntoViewIfNeeded();
      expect(await update(admin)).toBe(409);
      await expect(toast(admin, CONFLICT_TOAST)).toBeVisible();
      const callout = admin.getByTestId('edit-conflict');
      await expect(callout).toBeInViewport();
      // Theirs against mine, word by word: their title struck out where mine differs, my summary underlined.
      await expect(callout.locator('[data-diff="Title"] del')).toContainText('Jane');
      await expect(callout.locator('[data-diff="Summary"] ins')).toContainText('own summary');
      await expect(summary).toHaveValue('The admin’s own summary');
      expect(await seriousA11yViolations(admin)).toEqual([]);

      // "Copy my text" puts mine on the clipboard.
      await callout.getByRole('button', { name: 'Copy my text' }).click();
      await expect(toast(admin, 'Your text is on the clipboard')).toBeVisible();
      expect(await admin.evaluate(() => navigator.clipboard.readText())).toContain('The admin’s own summary');

      // "Overwrite with mine": a real save at their version.
      const overwritten = admin.waitForResponse((r) => r.request().method() === 'PUT');
      await callout.getByRole('button', { name: 'Overwrite with mine' }).click();
      expect((await overwritten).status()).toBe(200);
      await expect(callout).toHaveCount(0);
      const stored = (await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json())
        .article;
      expect(stored.summary).toBe('The admin’s own summary');
      expect(stored.title).toBe(`E2E ${slug}`);
      expect(stored.status).toBe('published');

      // Theirs is not lost: a revision of its own, listed in the editor, and restorable.
      const revisions = admin.getByRole('list', { name: 'Revisions, newest first' });
      await expect(
        revisions.getByRole('button', { name: new RegExp(`Jane Doe · Jane's title ${slug}`) }),
      ).toBeVisible();
      const list = (
        await (await request.get(`/api/admin/blog/articles/${article.id}/revisions`, { headers })).json()
      ).revisions;
      const theirs = list.find((r: { title: string }) => r.title === `Jane's title ${slug}`);
      expect(theirs).toBeTruthy();
      const restored = await request.post(
        `/api/admin/blog/articles/${article.id}/revisions/${theirs.id}/restore`,
        {
          headers,
          data: { updatedAt: stored.updated_at },
        },
      );
      expect(restored.status()).toBe(200);
      expect((await restored.json()).article.title).toBe(`Jane's title ${slug}`);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('two tabs of one person keep separate copies: neither overwrites nor deletes the other’s, and a closed tab’s copy is offered', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const slug = `two-tabs-${Date.now()}`;
    const article = await createArticle(
      request,
      await apiAuth(request),
      articlePayload(slug, { status: 'published' }),
    );
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const one = await context.newPage();
      await signInThroughForm(one);
      const two = await context.newPage();
      await openEditor(two, article.id, `E2E ${slug}`);
      await openEditor(one, article.id, `E2E ${slug}`);
      await expect(one.getByTestId('presence')).toHaveText('Also open by you in another tab, just now');

      await one.getByRole('textbox', { name: 'Title', exact: true }).fill(`Tab one title ${slug}`);
      await two.getByLabel('Summary').fill('Tab two summary');
      await expect.poll(() => localCopyKeys(one)).toHaveLength(2);
      const copies = await one.evaluate(() =>
        Object.entries(localStorage)
          .filter(([k]) => k.startsWith('ailex:article-draft:'))
          .map(([, v]) => JSON.parse(v).values),
      );
      expect(copies.map((c) => c.title).sort()).toEqual([`E2E ${slug}`, `Tab one title ${slug}`]);
      expect(copies.map((c) => c.summary)).toContain('Tab two summary');

      // Tab one saves: its own copy goes, tab two's stays.
      expect(await update(one)).toBe(200);
      await expect.poll(() => localCopyKeys(one)).toHaveLength(1);

      // A third tab while tab two is still open: tab two's copy is being written, not offered.
      const three = await context.newPage();
      await openEditor(three, article.id, `Tab one title ${slug}`);
      await expect(three.getByTestId('presence')).toContainText('you in another tab');
      await expect(three.getByRole('button', { name: 'Restore unsaved changes' })).toHaveCount(0);
      await three.close();

      // Tab two closes (crash-like: no save); the next tab is offered its work.
      await two.close();
      const four = await context.newPage();
      await openEditor(four, article.id, `Tab one title ${slug}`);
      const offer = four.getByTestId('local-copies');
      await expect(offer).toContainText(`E2E ${slug}`);
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await expect(four.getByLabel('Summary')).toHaveValue('Tab two summary');
    } finally {
      await context.close();
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Reload theirs" asks first when there is unsaved text, and keeps mine as a copy to restore', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const slug = `reload-theirs-${Date.now()}`;
    const article = await createArticle(
      request,
      await apiAuth(request),
      articlePayload(slug, { status: 'published' }),
    );
    const [first, second] = await Promise.all([
      browser.newContext({ viewport: { width: 390, height: 844 } }),
      browser.newContext({ viewport: { width: 390, height: 844 } }),
    ]);
    try {
      const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
      for (const page of [a, b]) {
        await signInThroughForm(page);
        await openEditor(page, article.id, `E2E ${slug}`);
      }
      await a.getByRole('textbox', { name: 'Title', exact: true }).fill(`Theirs ${slug}`);
      expect(await update(a)).toBe(200);

      await b.getByLabel('Summary').fill('Mine, typed in the second browser');
      expect(await update(b)).toBe(409);
      await expect(toast(b, CONFLICT_TOAST)).toBeVisible();
      const callout = b.getByTestId('edit-conflict');
      await expect(callout).toBeInViewport();
      await expect(actionBar(b)).toBeInViewport();

      await callout.getByRole('button', { name: 'Reload theirs' }).click();
      const ask = b.getByRole('alertdialog', { name: 'Replace your text with theirs?' });
      await expect(ask).toContainText('Restore unsaved changes');
      expect(await seriousA11yViolations(b)).toEqual([]);
      // Cancel changes nothing.
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(b.getByLabel('Summary')).toHaveValue('Mine, typed in the second browser');
      await callout.getByRole('button', { name: 'Reload theirs' }).click();
      await ask.getByRole('button', { name: 'Reload theirs' }).click();
      await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Theirs ${slug}`);
      await expect(b.getByLabel('Summary')).toHaveValue('Seeded by the portal end-to-end test.');
      await expect(callout).toHaveCount(0);

      // Mine is kept, and offered at once.
      const offer = b.getByTestId('local-copies');
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await expect(b.getByLabel('Summary')).toHaveValue('Mine, typed in the second browser');
      // Saved now, on top of theirs: no conflict this time.
      expect(await update(b)).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('a shared browser: after Log out the next person is not offered my unsaved article; an ended session keeps it for me', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const editor = await createEditorAccount(request, baseURL ?? '', 'Eddie Next');
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughForm(page);
    await page.goto(NEW_ARTICLE);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Admin’s unsaved secret draft');
    await expect.poll(() => localCopyKeys(page)).toHaveLength(1);

    // The session ends on the server (not Log out): the copy stays for the same person.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const ended = await request.post('/api/websiteadmin/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN}`));
    expect(await localCopyKeys(page)).toHaveLength(1);
    await signInThroughForm(page);
    await page.goto(NEW_ARTICLE);
    await expect(page.getByTestId('local-copies')).toContainText('Admin’s unsaved secret draft');

    // Log out (the shell's account menu, from the editor itself): every copy of this person goes.
    await logOut(page);
    await expect(page).toHaveURL(SIGN_IN);
    expect(await localCopyKeys(page)).toEqual([]);

    // The next person on this browser.
    await signInWith(page, editor.email, editor.password);
    await page.goto(NEW_ARTICLE);
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    await expect(actionBar(page).getByTestId('save-status')).toHaveText('Not saved yet');
    await expect(page.getByRole('button', { name: 'Restore unsaved changes' })).toHaveCount(0);
    await expect(page.getByText('Admin’s unsaved secret draft')).toHaveCount(0);
  });
});
