import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { invitationToken } from './accounts';
import { apiAuth, expect } from './portal';
import { ownAddress } from './support';

/** The editor's sticky action bar (issue 33 point 2). */
export const actionBar = (page: Page): Locator => page.getByTestId('action-bar');

/** Opens the action bar's Preview menu and answers its menu. */
export async function openPreviewMenu(page: Page): Promise<Locator> {
  await actionBar(page).getByRole('button', { name: 'Preview' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The editor's browser copies of unsaved work (keys), this origin's localStorage. */
export function localCopyKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ailex:article-draft:')));
}

/** Focus is in the form: a field, or the body's text (TipTap's contenteditable). */
export function focusInForm(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.closest('#article-form') ? 'form' : active.tagName.toLowerCase();
  });
}

/** An editor account (role editor), made through the API the way an invitation is accepted. */
export async function createEditorAccount(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  /** The admin's bearer header, when `request` has signed in already (a second sign-in would carry its cookie). */
  admin?: Record<string, string>,
): Promise<{ email: string; password: string; name: string }> {
  admin ??= await apiAuth(request);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@firm.example`;
  const password = 'Ed1torPassword';
  const invited = await request.post('/api/admin/users', {
    headers: admin,
    data: { email, name, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  // `request` carries the admin's cookie: its writes say where they come from, as a browser's would.
  const accepted = await request.post('/api/websiteadmin/accept-invite', {
    headers: { 'x-forwarded-for': ownAddress(), origin: baseURL },
    data: { token: await invitationToken(email), name, password },
  });
  expect(accepted.status()).toBe(200);
  return { email, password, name };
}

/** Signs in through the sign-in screen with these credentials. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  await page.goto('/admin-secret-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin-secret-portal/dashboard');
}
