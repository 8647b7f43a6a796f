import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { ownAddress, toasts } from './support';

// The portal specs import expect from here; its 15 s timeout is the suite's (playwright.config.ts).
export { expect };

export const ARTICLES = '/admin-secret-portal/dashboard/blog/articles';
export const NEW_ARTICLE = `${ARTICLES}/new`;

/** Signs in through the sign-in screen, as an editor does. */
export async function signInThroughForm(page: Page): Promise<void> {
  // An address of the test's own: a full run's sign-ins never share the per-address limit (20 a minute).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  await page.goto('/admin-secret-portal');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin-secret-portal/dashboard');
}

/** A bearer header for seeding through the admin API (not through the screens under test). */
export async function apiAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/websiteadmin/login', {
    headers: { 'x-forwarded-for': ownAddress() },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  return { authorization: `Bearer ${token}` };
}

export function articlePayload(slug: string, over: Record<string, unknown> = {}) {
  return {
    title: `E2E ${slug}`,
    slug,
    summary: 'Seeded by the portal end-to-end test.',
    content: '<p>Seeded body.</p>',
    status: 'draft',
    market: 'global',
    language: 'en',
    isTranslation: false,
    ...over,
  };
}

export async function createArticle(
  request: APIRequestContext,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<{ id: string; slug: string; updated_at: string }> {
  const res = await request.post('/api/admin/blog/articles', { headers, data: payload });
  expect(res.status()).toBe(201);
  return (await res.json()).article;
}

export { seriousA11yViolations } from './support';

/** A toast by its text (Radix also copies it into a live region, so the text alone matches twice). */
export function toast(page: Page, text: string): Locator {
  return toasts(page).getByText(text, { exact: true });
}

/**
 * Clicks one of the editor's save buttons and waits for that save's own answer. A toast is no proof
 * that this save is done: the previous save's toast, with the same text, can still be on screen.
 */
export async function saveArticle(page: Page, button: 'Save Draft' | 'Publish' | 'Update'): Promise<void> {
  const saved = page.waitForResponse(
    (r) =>
      ['POST', 'PUT'].includes(r.request().method()) &&
      /^\/api\/admin\/blog\/articles(\/[^/]+)?$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

/** The list has loaded (and hydrated) once its title carries the count. */
export async function listLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Articles \(\d+\)$/ })).toBeVisible();
}
