import { type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { createEditorAccount, signInWith } from './editor-support';
import { ARTICLES, expect, NEW_ARTICLE } from './portal';
import { accountMenu, DASHBOARD, seriousA11yViolations, signIn, SIGN_IN } from './support';

// Issue 33 point 1: one app shell around every portal screen.
test.describe.configure({ timeout: 120_000 });

const ADMIN_SECTIONS = [
  'Dashboard',
  'Articles',
  'Categories',
  'Translations',
  'Images',
  'Reports',
  'Leads',
  'Users',
  'Settings',
  'Maintenance',
  'Notifications',
];
const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const current = (page: Page) => nav(page).locator('[aria-current="page"]');

test.describe('at 1440 px: a sidebar on every screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('names every section, marks the current one, and follows the editor into Articles', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(DASHBOARD);
    await expect(nav(page).getByRole('link')).toHaveText(ADMIN_SECTIONS);
    await expect(current(page)).toHaveText('Dashboard');
    // The drawer's button is for narrow screens only.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav(page).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/blog/categories`);
    await expect(current(page)).toHaveText('Categories');
    await nav(page).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(ARTICLES);
    await expect(current(page)).toHaveText('Articles');

    // Deeper screens of a section keep it marked, and the shell with them.
    await page.goto(NEW_ARTICLE);
    await expect(current(page)).toHaveText('Articles');
    await page.goto(`${DASHBOARD}/blog/trash`);
    await expect(current(page)).toHaveText('Articles');
    await page.goto(`${DASHBOARD}/account`);
    await expect(current(page)).toHaveCount(0);
    await expect(nav(page).getByRole('link')).toHaveCount(ADMIN_SECTIONS.length);
  });

  test('the account menu opens from the keyboard and logs out from any screen', async ({ page, context }) => {
    await signIn(page);
    await page.goto(`${DASHBOARD}/images`);
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Two-factor sign-in', 'Log out']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenu(page)).toBeFocused();

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(SIGN_IN);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'admin_session')).toBeUndefined();
  });
});

test.describe('at 390 px: the same sections in a drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Menu opens a drawer that keeps focus, closes on Escape, and closes itself on a link', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(DASHBOARD);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    // The sidebar is not drawn at this width: its navigation is not on the page until Menu opens.
    await expect(nav(page)).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(ADMIN_SECTIONS);
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Dashboard');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Focus stays in the drawer while it is open.
    for (let i = 0; i < ADMIN_SECTIONS.length + 2; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Translations' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/blog/translations`);
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Translations');
    await page.keyboard.press('Escape');

    // The top bar is one row and nothing scrolls sideways.
    const bar = await menuButton.locator('xpath=..').boundingBox();
    expect(bar?.height ?? 0).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeInViewport();
  });
});

test.describe('an editor', () => {
  test('is offered only the sections an editor may use; an admin screen by its address answers 403 in place', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = await createEditorAccount(request, baseURL ?? '', 'Edgar Editor');
    await signInWith(page, editor.email, editor.password);
    await expect(nav(page).getByRole('link')).toHaveText(
      ADMIN_SECTIONS.filter(
        (s) => !['Leads', 'Users', 'Settings', 'Maintenance', 'Notifications'].includes(s),
      ),
    );

    for (const path of [
      `${DASHBOARD}/leads`,
      `${DASHBOARD}/users`,
      `${DASHBOARD}/settings`,
      `${DASHBOARD}/maintenance`,
      `${DASHBOARD}/notifications`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
      // Still in the portal: the navigation and the account menu are there.
      await expect(nav(page).getByRole('link', { name: 'Articles' })).toBeVisible();
      await expect(accountMenu(page)).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('sees no leads figures and no one else’s sign-ins or addresses on the dashboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = await createEditorAccount(request, baseURL ?? '', 'Elsa Editor');
    // The admin's own sign-in (apiAuth) is in the log with its address; the editor must not see it.
    await signInWith(page, editor.email, editor.password);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('New Leads This Week')).toHaveCount(0);
    const activity = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(activity.first()).toBeVisible();
    for (const text of await activity.allTextContents()) {
      if (/^(Signed in|Failed sign-in|Account locked)/.test(text)) expect(text).toContain('Elsa Editor');
    }
    await expect(activity.filter({ hasText: /Signed in.*E2E Admin/ })).toHaveCount(0);

    // The admin, on the same dashboard, sees the team's sign-ins, the editor's included.
    const other = await page.context().browser()!.newContext();
    try {
      const adminPage = await other.newPage();
      await signIn(adminPage);
      await adminPage.goto(DASHBOARD);
      await expect(adminPage.getByText('New Leads This Week')).toBeVisible();
      await expect(
        adminPage.getByRole('list', { name: 'Recent activity' }).getByText(/Signed in — Elsa Editor/),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test('sessions read as a device and a plain address', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(DASHBOARD);
    const mine = page
      .getByRole('list', { name: 'Active sessions' })
      .getByRole('listitem')
      .filter({ hasText: 'This session' });
    await expect(mine).toContainText('Firefox on macOS');
    await expect(mine).not.toContainText('Mozilla/5.0');
    await expect(page.locator('body')).not.toContainText('::ffff:');
  } finally {
    await context.close();
  }
});
