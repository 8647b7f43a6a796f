import { test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_ARTICLE_BODIES } from '../../helpers/api-article-bodies';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect, signInThroughForm } from './portal';
import { seriousA11yViolations } from './support';
import { paste } from './editor-paste';

/** Issue 33 point 6 (docs/adr/0091): the editor keeps the HTML it is given, and links say what they are. */

type Headers = Record<string, string>;

async function storedArticle(request: APIRequestContext, headers: Headers, id: string) {
  const res = await request.get(`/api/admin/blog/articles/${id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()).article as { content: string; updated_at: string; version?: number };
}

async function openEditor(page: Page, id: string): Promise<Locator> {
  await page.goto(`${ARTICLES}/${id}/edit`);
  const body = page.getByRole('textbox', { name: 'Content' });
  await expect(body).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeVisible();
  return body;
}

/** The editor's save state (issue 23): "Saved", "Saving..." or "Unsaved changes". */
const saveStatus = (page: Page) => page.getByTestId('save-status');

async function saveAndWait(page: Page, button: 'Update' | 'Save Draft'): Promise<void> {
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /^\/api\/admin\/blog\/articles\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

// Word's clipboard for a sentence with two footnotes (Word for Windows).
const WORD_NOTES =
  `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->` +
  `<p class=MsoNormal>Claimed<a style='mso-footnote-id:ftn1' href="#_ftn1" name="_ftnref1" title=""><span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]><span class=MsoFootnoteReference>[1]</span><![endif]></span></span></a> and sourced<a style='mso-footnote-id:ftn2' href="#_ftn2" name="_ftnref2" title=""><span class=MsoFootnoteReference>[2]</span></a>.</p>` +
  `<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all><hr align=left size=1 width="33%"><![endif]>` +
  `<div style='mso-element:footnote' id=ftn1><p class=MsoFootnoteText><a style='mso-footnote-id:ftn1' href="#_ftnref1" name="_ftn1" title=""><span class=MsoFootnoteReference>[1]</span></a> First source.<o:p></o:p></p></div>` +
  `<div style='mso-element:footnote' id=ftn2><p class=MsoFootnoteText><a style='mso-footnote-id:ftn2' href="#_ftnref2" name="_ftn2" title=""><span class=MsoFootnoteReference>[2]</span></a> Second source.<o:p></o:p></p></div>` +
  `</div><!--EndFragment--></body></html>`;

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('opening an API-created article and clicking into its body changes nothing', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const headers = await apiAuth(request);
      const slug = `keeps-html-${width}-${Date.now()}`;
      const content = Object.values(API_ARTICLE_BODIES).join('\n');
      const created = await createArticle(
        request,
        headers,
        articlePayload(slug, { status: 'published', content }),
      );
      const before = await storedArticle(request, headers, created.id);

      await signInThroughForm(page);
      const body = await openEditor(page, created.id);
      await expect(saveStatus(page)).toHaveText('Saved');
      // Clicks in a paragraph, a list item, a table cell and a caption; arrow keys; no typing.
      await body.getByText('Plain lists:').click();
      await body.getByText('Child one').click();
      await page.keyboard.press('ArrowDown');
      await body.getByText('Competence').first().click();
      await body.getByText('Right-aligned').click();
      await page.keyboard.press('End');
      await expect(saveStatus(page)).toHaveText('Saved');
      await expect(page.getByText('Unsaved changes')).toHaveCount(0);

      // Leaving asks nothing (nothing is unsaved) and the article is as it was, byte for byte.
      await page.goto(ARTICLES);
      const after = await storedArticle(request, headers, created.id);
      expect(after.content).toBe(before.content);
      expect(after.updated_at).toBe(before.updated_at);
    });

    test('the link dialog: no new tab and no nofollow unless chosen, never nofollow on our own links; sup, sub, strike and alignment survive saving', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const headers = await apiAuth(request);
      const slug = `links-${width}-${Date.now()}`;
      const created = await createArticle(
        request,
        headers,
        articlePayload(slug, {
          status: 'published',
          content:
            '<p>Read the guide, the rules, the pricing and the archive.</p><img src="/images/blog/drafting.jpg" alt="A desk">',
        }),
      );
      await signInThroughForm(page);
      const body = await openEditor(page, created.id);
      const linkButton = page.getByRole('button', { name: 'Link', exact: true });
      const dialog = page.getByRole('dialog', { name: /link/i });

      async function link(word: string, href: string, choose?: (d: Locator) => Promise<void>) {
        // Select exactly one word of the paragraph, as a double click does (ProseMirror reads the
        // selection of a focused editor only).
        await body.focus();
        await body.getByText('Read the guide').evaluate((p, w) => {
          const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(w) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + w.length);
            const selection = window.getSelection();
            selection?.removeAllRanges();
            selection?.addRange(range);
            return;
          }
        }, word);
        await linkButton.click();
        await expect(dialog).toBeVisible();
        await dialog.getByLabel('Link URL').fill(href);
        await choose?.(dialog);
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await expect(dialog).toBeHidden();
      }

      // By default: same tab, trusted.
      await link('guide', 'https://example.com/guide', async (d) => {
        await expect(d.getByRole('checkbox', { name: 'Open in a new tab' })).not.toBeChecked();
        for (const rel of ['nofollow', 'sponsored', 'ugc'])
          await expect(d.getByRole('checkbox', { name: new RegExp(`^${rel}:`) })).not.toBeChecked();
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
      const guide = body.locator('a[href="https://example.com/guide"]');
      await expect(guide).toHaveText('guide');
      await expect(guide).not.toHaveAttribute('target', /./);
      await expect(guide).not.toHaveAttribute('rel', /./);

      // Chosen, with the keyboard: a new tab and nofollow on an external link.
      await link('rules', 'https://example.org/rules', async (d) => {
        await d.getByRole('checkbox', { name: 'Open in a new tab' }).focus();
        await page.keyboard.press('Space');
        await d.getByRole('checkbox', { name: /^nofollow:/ }).focus();
        await page.keyboard.press('Space');
      });
      const rules = body.locator('a[href="https://example.org/rules"]');
      await expect(rules).toHaveAttribute('target', '_blank');
      await expect(rules).toHaveAttribute('rel', 'noopener nofollow');

      // Our own pages, relative or absolute: the rel choices are off, with the reason given.
      await link('pricing', '/pricing', async (d) => {
        await expect(d.getByRole('checkbox', { name: /^nofollow:/ })).toBeDisabled();
        await expect(d.getByText('A link to this site is always followed')).toBeVisible();
      });
      await link('archive', `${baseURL}/blog`);
      await expect(body.locator('a[href="/pricing"]')).not.toHaveAttribute('rel', /./);

      // Superscript, subscript and strike-through from the toolbar.
      await body.getByText('Read the guide').click();
      await page.keyboard.press('End');
      await page.keyboard.type(' E=mc');
      await page.getByRole('button', { name: 'Superscript' }).click();
      await page.keyboard.type('2');
      await page.getByRole('button', { name: 'Superscript' }).click();
      await page.keyboard.type(' H');
      await page.getByRole('button', { name: 'Subscript' }).click();
      await page.keyboard.type('2');
      await page.getByRole('button', { name: 'Subscript' }).click();
      await page.keyboard.type('O ');
      await page.getByRole('button', { name: 'Strikethrough' }).click();
      await page.keyboard.type('withdrawn');

      // The image, right-aligned.
      await body.locator('img[alt="A desk"]').click();
      await page.getByRole('button', { name: 'Align right' }).click();
      await expect(page.getByRole('button', { name: 'Align right' })).toHaveAttribute('aria-pressed', 'true');

      await expect(saveStatus(page)).toHaveText('Unsaved changes');
      await saveAndWait(page, 'Update');
      const saved = (await storedArticle(request, headers, created.id)).content;
      expect(saved).toContain('<a href="https://example.com/guide">guide</a>');
      expect(saved).toContain(
        '<a href="https://example.org/rules" target="_blank" rel="noopener nofollow">rules</a>',
      );
      expect(saved).toContain('<a href="/pricing">pricing</a>');
      expect(saved).toContain(`<a href="${baseURL}/blog">archive</a>`);
      expect(saved).toContain('E=mc<sup>2</sup> H<sub>2</sub>O <s>withdrawn</s>');
      expect(saved).toContain('<img src="/images/blog/drafting.jpg" alt="A desk" class="alignright">');
      expect(saved).not.toContain('nofollow noopener');
    });

    test('Word footnotes pasted into the editor link both ways on the public page, with user-content- ids', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const headers = await apiAuth(request);
      const slug = `footnotes-${width}-${Date.now()}`;
      const created = await createArticle(
        request,
        headers,
        articlePayload(slug, { status: 'published', content: '<p>Start.</p>' }),
      );
      await signInThroughForm(page);
      const body = await openEditor(page, created.id);
      await body.getByText('Start.').click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await paste(body, WORD_NOTES);
      await expect(body.locator('sup > a#user-content-fnref-1[href="#user-content-fn-1"]')).toHaveText('1');
      await expect(body.locator('li#user-content-fn-2')).toContainText('Second source.');
      await saveAndWait(page, 'Update');

      const saved = (await storedArticle(request, headers, created.id)).content;
      expect(saved).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>');
      expect(saved).toContain(
        '<li id="user-content-fn-1"><p>First source. <a href="#user-content-fnref-1">↩</a></p></li>',
      );

      // A long page, so that following the links has to scroll.
      const filler = Array.from({ length: 40 }, (_, i) => `<p>Filler paragraph ${i + 1}.</p>`).join('');
      const [start, rest] = saved.split('<hr>');
      const put = await request.put(`/api/admin/blog/articles/${created.id}`, {
        headers,
        data: { ...articlePayload(slug, { status: 'published', content: `${start}${filler}<hr>${rest}` }) },
      });
      expect(put.status()).toBe(200);

      await page.goto(`/blog/${slug}`);
      const article = page.locator('.article-body');
      await article.locator('sup a', { hasText: '2' }).click();
      await expect(page).toHaveURL(/#user-content-fn-2$/);
      await expect(page.locator('#user-content-fn-2')).toBeInViewport();
      await page.locator('#user-content-fn-2').getByRole('link', { name: '↩' }).click();
      await expect(page).toHaveURL(/#user-content-fnref-2$/);
      await expect(page.locator('#user-content-fnref-2')).toBeInViewport();
    });
  });
}
