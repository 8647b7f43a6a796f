import AxeBuilder from '@axe-core/playwright';
import { test, type Locator, type Page } from '@playwright/test';
import { SLUG_RULE_MESSAGE } from '@/lib/slug';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  listLoaded,
  signInThroughForm,
} from './portal';
import { toasts } from './support';

/** Issue 22 point 6: errors where they belong, not in toasts that stack and vanish. */

/** The text of the elements a control's aria-describedby names. */
async function description(page: Page, control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

const isFocused = (control: Locator) => control.evaluate((el) => el === document.activeElement);

test.describe('errors where they belong', () => {
  test('the editor puts field errors under their fields and focuses the first, from the browser and from the server', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `field-errors-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug));
    await signInThroughForm(page);
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const slugField = page.getByRole('textbox', { name: 'URL Slug' });
    await expect(title).toHaveValue(`E2E ${slug}`);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') saves.push(r.url());
    });

    // In the browser: two fields wrong, nothing sent, the first one focused.
    await title.fill('');
    await slugField.fill('Not A Slug!');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(await description(page, title)).toContain('Title is required');
    await expect(slugField).toHaveAttribute('aria-invalid', 'true');
    expect(await description(page, slugField)).toContain(SLUG_RULE_MESSAGE);
    await expect.poll(() => isFocused(title)).toBe(true);
    expect(saves).toHaveLength(0);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // Fixed, the marks go.
    await title.fill('A proper title');
    await slugField.fill(slug);
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await expect(slugField).not.toHaveAttribute('aria-invalid', 'true');

    // From the server: the body is spoiled on its way (as another client's rules might refuse it), and
    // the handler's own 400 details land on the same fields.
    // By path: the editor's autosave asks the same URL with ?autosave=1.
    const articleApi = (url: URL) => url.pathname === `/api/admin/blog/articles/${article.id}`;
    await page.route(articleApi, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = JSON.parse(route.request().postData() ?? '{}');
      return route.continue({
        postData: JSON.stringify({ ...body, slug: 'Bad Slug', metaTitle: 'x'.repeat(201) }),
      });
    });
    const refused = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(Object.keys((await answer.json()).details)).toEqual(expect.arrayContaining(['slug', 'metaTitle']));
    await expect(slugField).toHaveAttribute('aria-invalid', 'true');
    expect(await description(page, slugField)).toContain(SLUG_RULE_MESSAGE);
    const metaTitle = page.getByRole('textbox', { name: 'Meta Title' });
    await expect(metaTitle).toHaveAttribute('aria-invalid', 'true');
    expect(await description(page, metaTitle)).toMatch(/Meta title/);
    await expect.poll(() => isFocused(slugField)).toBe(true);

    // One error toast, which stays until dismissed.
    const errors = toasts(page).and(page.locator('[data-variant="destructive"]'));
    await expect(errors).toHaveCount(1);
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await page.waitForTimeout(7000);
    await expect(errors).toHaveCount(1);
    await errors.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(errors).toHaveCount(0);

    await page.unroute(articleApi);
    expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
  });

  test('a failed list load shows the error with Retry, never an empty list, and Retry loads it', async ({
    page,
  }) => {
    await signInThroughForm(page);
    // The list API fails (a server fault, as in an outage the retries could not ride out).
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/admin/blog/articles',
      (route) =>
        failing && route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"error":"Internal server error"}',
            })
          : route.continue(),
    );
    await page.goto(ARTICLES);
    const alert = page.getByRole('alert').filter({ hasText: 'The articles could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('No articles found')).toHaveCount(0);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await listLoaded(page);
    await expect(alert).toHaveCount(0);
  });
});
