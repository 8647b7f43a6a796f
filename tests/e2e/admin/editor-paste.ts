import { test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect, signInThroughForm } from './portal';

/** Issue 22 point 7: pasting from Word keeps the document's structure; pasted images go to the gallery. */

const WORD = readFileSync(
  path.join(process.cwd(), 'tests', 'unit', 'admin', 'fixtures', 'word-clipboard.html'),
  'utf8',
);
// An image embedded in the clipboard (as Word for the web and many sites put it), 8×6 pixels.
const EMBEDDED_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISeHFTEMpAQAaYgwwXposYcAAAAASUVORK5CYII=';
const PASTED = WORD.replace(
  '<!--EndFragment-->',
  `<p class=MsoNormal><img width=8 height=6 src="${EMBEDDED_PNG}"></p><!--EndFragment-->`,
);

/** What a browser does on Ctrl+V with this HTML on the clipboard. */
export async function paste(target: Locator, html: string): Promise<void> {
  await target.evaluate((el, clipboardHtml) => {
    const data = new DataTransfer();
    data.setData('text/html', clipboardHtml);
    data.setData('text/plain', 'pasted');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/**
 * The Word paste flow, run inside the image gallery's serial spec (image-gallery.spec.ts): its pasted
 * image lands in the gallery, which that spec's first step expects to find empty. As a spec file of its
 * own it ran beside that step on the other worker and broke it.
 */
export function wordPasteTest(): void {
  test('a Word paste becomes headings, lists, marks and a table; its images are copied into the gallery or removed with a notice; Tab indents a pasted item', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `paste-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug, { content: '<p>Start.</p>' }));
    await signInThroughForm(page);
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    const body = page.getByRole('textbox', { name: 'Content' });
    await expect(body).toBeVisible();
    await body.getByText('Start.').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await paste(body, PASTED);

    await expect(body.locator('h1')).toHaveText('Engagement letters');
    await expect(body.locator('h2')).toHaveText('What to include');
    await expect(body.locator('ul > li')).toHaveCount(3);
    await expect(body.locator('ul > li > ul > li')).toHaveText('What is out of scope');
    await expect(body.locator('ol > li')).toHaveText([
      'Run the conflict check',
      'Send the letter for signature',
    ]);
    await expect(body.locator('p strong').first()).toHaveText('written');
    await expect(body.locator('em').first()).toHaveText('fee basis');
    await expect(body.locator('th')).toHaveText(['Step', 'Deadline']);
    await expect(body.locator('td')).toHaveText(['Notice of appeal', '30 days']);
    await expect(body).not.toContainText('·');

    // The Word file: image cannot be read by the browser: removed, and the editor is told.
    const notes = page.getByRole('status', { name: 'Pasted images' });
    await expect(notes.getByText(/could not be copied into the gallery and was removed/)).toBeVisible();
    // The embedded one is uploaded, points at the gallery's copy and asks for its alt text.
    await expect(body.locator('img')).toHaveCount(1);
    const src = await body.locator('img').getAttribute('src');
    expect(src).not.toMatch(/^(data|file):/);
    expect(new URL(src!, page.url()).origin).toBe(new URL(page.url()).origin);
    const images = await (await request.get('/api/admin/images?limit=20', { headers })).json();
    expect(images.images.map((i: { url: string }) => i.url)).toContain(src);
    await notes.getByLabel('Alternative text for the pasted image').fill('Signed engagement letter');
    await notes.getByLabel('Alternative text for the pasted image').press('Enter');
    await expect(body.locator('img')).toHaveAttribute('alt', 'Signed engagement letter');

    // Tab indents a pasted list item (and keeps the focus in the text); Shift+Tab brings it back. The
    // draft's autosave of the paste settles first: the one run where it landed between the click and
    // Tab, the item stayed where it was (noted in the issue 23 note as a lead to follow).
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
    await body.locator('ol > li').nth(1).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(body.locator('ol > li > ol > li')).toHaveText('Send the letter for signature');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ProseMirror'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(body.locator('ol ol')).toHaveCount(0);

    // Saved as article HTML: the structure survives the allowlist.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json()).article
            .content,
      )
      .toContain('<th><p>Step</p></th>');
    const saved: string = (
      await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json()
    ).article.content;
    expect(saved).toContain('<h1>Engagement letters</h1>');
    expect(saved).toMatch(/<ol><li><p>Run the conflict check<\/p><\/li>/);
    expect(saved).toMatch(/<\/table><img src="[^"]+" alt="Signed engagement letter">/);
  });
}
