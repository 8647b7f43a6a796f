import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

export const SIGN_IN = '/admin-secret-portal';
export const DASHBOARD = '/admin-secret-portal/dashboard';

/** A client address of the test's own, so the per-address sign-in and form limits of one test never reach another. */
export function ownAddress(): string {
  return `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

/**
 * Signs the page's browser context in through the login API (the cookie lands in the context) and
 * stores the token and user the way the sign-in screen does. Returns the bearer header for API calls.
 */
export async function signIn(page: Page): Promise<Record<string, string>> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  const res = await page.request.post('/api/websiteadmin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  const { token, user } = await res.json();
  await page.goto(SIGN_IN);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminUser', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { authorization: `Bearer ${token}` };
}

/** The signed-in account's menu in the shell (the sidebar's from 1024 px, the top bar's below). */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu/ });

/** Log out through the account menu, as a person does on any portal screen (issue 33). */
export async function logOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** The violations axe rates serious or critical on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The portal's toasts. By class, not role: while a modal dialog is open Radix hides the rest of the page
 * from the accessibility tree (the toast is still announced, through Radix Toast's own live region).
 */
export const toasts = (page: Page) => page.locator('.admin-toast');
