import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect } from './portal';
import { DASHBOARD, signIn } from './support';

/**
 * Issue 22 point 10: axe finds nothing, of any impact, on any portal screen, on a laptop and on a phone.
 * (The other specs' scans look at serious and critical findings in particular states; this one walks
 * every screen as it first shows.)
 */

const SCREENS = [
  ['dashboard', DASHBOARD],
  ['articles list', ARTICLES],
  ['new article', `${ARTICLES}/new`],
  ['categories', `${DASHBOARD}/blog/categories`],
  ['translations', `${DASHBOARD}/blog/translations`],
  ['gallery', `${DASHBOARD}/images`],
  ['leads', `${DASHBOARD}/leads`],
  ['users', `${DASHBOARD}/users`],
  ['settings', `${DASHBOARD}/settings`],
  ['maintenance', `${DASHBOARD}/maintenance`],
  ['notifications', `${DASHBOARD}/notifications`],
  ['account', `${DASHBOARD}/account`],
  ['trash', `${DASHBOARD}/blog/trash`],
] as const;

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The screen has loaded: its heading is shown and nothing is still on its way. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Verifying authentication...')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

// Screens in groups of a few, each its own test: one test walking every screen with axe ran out of its
// time on a loaded CI machine (two workers, one of them driving the auth-bypass spec's 14,000 requests).
const GROUPS = [SCREENS.slice(0, 4), SCREENS.slice(4, 8), SCREENS.slice(8)] as const;

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  for (const group of GROUPS) {
    const names = group.map(([name]) => name).join(', ');
    test(`no axe violation at ${width} px on the ${names} screens`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await signIn(page);
      const found: Record<string, string[]> = {};
      for (const [name, path] of group) {
        await page.goto(path);
        await settled(page);
        const list = await violations(page);
        if (list.length > 0) found[name] = list;
      }
      expect(found).toEqual({});
    });
  }

  test(`no axe violation at ${width} px in the editor, the shell's overlays and the preview`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const headers = await apiAuth(request);
    // A body wider than a phone (a table, a long code line): the preview's scrolling parts must be
    // reachable by keyboard too.
    const wide = Array.from({ length: 12 }, (_, i) => `<td>Column ${i + 1} of the comparison</td>`).join('');
    const content = `<p>Seeded body.</p><table><tbody><tr>${wide}</tr></tbody></table><pre><code>${'const rule = "model-rules"; '.repeat(12)}</code></pre>`;
    const article = await createArticle(
      request,
      headers,
      articlePayload(`axe-${width}-${Date.now()}`, { content }),
    );
    await signIn(page);
    const found: Record<string, string[]> = {};
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    await settled(page);
    const editor = await violations(page);
    if (editor.length > 0) found['editor'] = editor;
    // The shell's own overlays (issue 33): the account menu, and below 1024 px the navigation drawer.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    const account = await violations(page);
    if (account.length > 0) found['account menu'] = account;
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    if (width < 1024) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      const drawer = await violations(page);
      if (drawer.length > 0) found['navigation drawer'] = drawer;
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    }

    // The editor with its preview open (a scrollable region the keyboard must reach).
    // ...its Preview menu open, then the preview itself (beside the form, or a dialog below 1024 px).
    await page.getByTestId('action-bar').getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await violations(page);
    if (menu.length > 0) found['editor with the Preview menu'] = menu;
    await page.getByRole('menuitem', { name: 'Open preview' }).click();
    await expect(page.getByRole('button', { name: 'Close preview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const preview = await violations(page);
    if (preview.length > 0) found['editor with preview'] = preview;

    expect(found).toEqual({});
    expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
  });
}
