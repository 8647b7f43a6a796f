import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, E2E_RECOVERY_ADMIN } from '../../../playwright.config';
import { logOut } from './support';

const SIGN_IN = '/admin-secret-portal';
const DASHBOARD = '/admin-secret-portal/dashboard';

test.describe('admin sign-in, dashboard and logout', () => {
  test('a dashboard visit without a session is sent to sign-in', async ({ page }) => {
    await page.goto(`${DASHBOARD}/blog/articles`);
    // The sign-in address names the page asked for (issue 22: sign-in returns there).
    await expect(page).toHaveURL(`${SIGN_IN}?next=${encodeURIComponent(`${DASHBOARD}/blog/articles`)}`);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });

  test('the admin APIs answer 401 and the dashboard redirects without a session, whatever x-middleware-subrequest says', async ({
    request,
  }) => {
    for (const value of [
      undefined,
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
    ]) {
      const res = await request.get('/api/admin/verify', {
        headers: value ? { 'x-middleware-subrequest': value } : {},
      });
      expect(res.status()).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
      const dashboard = await request.get(DASHBOARD, {
        maxRedirects: 0,
        headers: value ? { 'x-middleware-subrequest': value } : {},
      });
      expect(dashboard.status()).toBe(307);
      expect(new URL(dashboard.headers()['location'] ?? '', 'http://x').pathname).toBe(SIGN_IN);
    }
  });

  test('the portal cannot be framed or indexed', async ({ page, request }) => {
    for (const path of [SIGN_IN, `${SIGN_IN}/forgot-password`]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-frame-options']).toBe('DENY');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-robots-tag']).toContain('noindex');
    }
    const reset = await request.get(`${SIGN_IN}/reset-password/some-token`);
    expect(reset.headers()['referrer-policy']).toBe('no-referrer');
    expect(reset.headers()['x-frame-options']).toBe('DENY');
    await page.goto(SIGN_IN);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a wrong password shows Invalid credentials and stays on sign-in', async ({ page }) => {
    await page.goto(SIGN_IN);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill(E2E_RECOVERY_ADMIN.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('WrongPassword1');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(SIGN_IN);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('signs in, shows the dashboard with real figures and activity, then logs out', async ({
    page,
    context,
  }) => {
    await page.goto(SIGN_IN);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(DASHBOARD);
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.name}`)).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      user: localStorage.getItem('adminUser'),
    }));
    expect(stored.token).toMatch(/^ey/);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: E2E_ADMIN.email, name: E2E_ADMIN.name });
    const cookie = (await context.cookies()).find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    // The cards hold the database's own figures (the demo seed has published articles).
    const published = page.getByRole('listitem').filter({ hasText: 'Published Articles' });
    await expect(published).toContainText(/\d+/);
    expect(Number((await published.locator('p').nth(1).textContent()) ?? '0')).toBeGreaterThan(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'System Health' })).toContainText('Healthy');
    await expect(page.getByRole('listitem').filter({ hasText: 'System Health' })).toContainText(
      /Database answered in \d+ ms/,
    );
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      `Signed in — ${E2E_ADMIN.name}`,
    );
    await expect(page.getByRole('link', { name: 'Manage Articles' })).toHaveAttribute(
      'href',
      `${DASHBOARD}/blog/articles`,
    );
    // The team screen (issue 26) is live for an admin.
    await expect(page.getByRole('link', { name: /Manage Users/ })).toHaveAttribute(
      'href',
      `${DASHBOARD}/users`,
    );

    const a11y = await new AxeBuilder({ page }).analyze();
    expect(a11y.violations.map((v) => v.id)).toEqual([]);

    await logOut(page);
    await expect(page).toHaveURL(SIGN_IN);
    expect(
      await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')]),
    ).toEqual([null, null]);
    expect((await context.cookies()).find((c) => c.name === 'admin_session')).toBeUndefined();
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(SIGN_IN);
  });

  test('a dashboard with a cookie but no stored token clears the session and goes to sign-in', async ({
    page,
  }) => {
    await page.goto(SIGN_IN);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(DASHBOARD);
    await page.evaluate(() => localStorage.removeItem('adminToken'));
    await page.reload();
    await expect(page).toHaveURL(SIGN_IN);
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
  });

  for (const [name, path, ready] of [
    ['sign-in', SIGN_IN, 'Admin Sign In'],
    ['forgot-password', `${SIGN_IN}/forgot-password`, 'Forgot Password'],
    ['invalid reset link', `${SIGN_IN}/reset-password/${'y'.repeat(43)}`, 'Invalid Reset Link'],
  ] as const) {
    test(`the ${name} page has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      const a11y = await new AxeBuilder({ page }).analyze();
      expect(a11y.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
