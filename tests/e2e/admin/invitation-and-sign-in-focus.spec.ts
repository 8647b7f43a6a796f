import { test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { invitationToken } from './accounts';
import {
  apiAuth,
  ARTICLES,
  articlePayload,
  createArticle,
  expect,
  seriousA11yViolations,
  signInThroughForm,
} from './portal';
import { ownAddress } from './support';

/** Issue 33 point 7: a dead invitation link says so on arrival; the sign-in dialog's next keystrokes are the password's. */

const acceptPage = (token: string) => `/admin-secret-portal/accept-invite/${token}`;

/** The admin_sessions id the page's stored token names (the JWT's `sid`). */
async function pageSessionId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('no stored token');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sid;
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a used or removed invitation link says so on load, with no form to fill; an open one shows the form', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const admin = await apiAuth(request);
      const from = () => ({ 'x-forwarded-for': ownAddress(), origin: baseURL ?? '' });
      const invite = async (email: string) => {
        const res = await request.post('/api/admin/users', {
          headers: admin,
          data: { email, name: 'Ivy Invited', role: 'editor' },
        });
        expect(res.status()).toBe(201);
        return { id: (await res.json()).user.id as string, token: await invitationToken(email) };
      };
      const used = await invite(`used-${width}-${Date.now()}@firm.example`);
      const removed = await invite(`removed-${width}-${Date.now()}@firm.example`);

      // An open link: the form, and opening it spent nothing.
      await page.goto(acceptPage(used.token));
      await expect(page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
      await expect(page.getByLabel('Your name')).toBeVisible();
      const accepted = await request.post('/api/websiteadmin/accept-invite', {
        headers: from(),
        data: { token: used.token, name: 'Ivy Invited', password: 'Iv1nvitedPass' },
      });
      expect(accepted.status()).toBe(200);

      // Used: said on arrival, with the way to sign in.
      await page.goto(acceptPage(used.token));
      await expect(page.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('It has already been used');
      await expect(page.getByLabel('Your name')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Removed by an admin, and a link that was never issued: the same.
      expect((await request.delete(`/api/admin/users/${removed.id}`, { headers: admin })).status()).toBe(200);
      for (const token of [removed.token, 'x'.repeat(43)]) {
        await page.goto(acceptPage(token));
        await expect(
          page.getByRole('heading', { name: 'This invitation link no longer works' }),
        ).toBeVisible();
        await expect(page.getByLabel('Your name')).toHaveCount(0);
      }
    });

    test('the sign-in dialog focuses Password, so typing does not replace the filled-in email', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const headers = await apiAuth(request);
      const article = await createArticle(request, headers, articlePayload(`focus-${width}-${Date.now()}`));
      await signInThroughForm(page);
      await page.goto(`${ARTICLES}/${article.id}/edit`);
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect(title).toHaveValue(/^E2E focus-/);
      await title.fill('Typed before the session ended');
      const ended = await request.delete(`/api/admin/sessions/${await pageSessionId(page)}`, { headers });
      expect(ended.status()).toBe(200);

      await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in again' });
      await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
      // The keystrokes go to the password; Enter signs in and the save goes through.
      const retried = page.waitForResponse((r) => r.request().method() === 'PUT' && r.status() === 200);
      await page.keyboard.type(E2E_ADMIN.password);
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(E2E_ADMIN.email);
      await page.keyboard.press('Enter');
      await retried;
      await expect(dialog).toBeHidden();
      expect((await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
    });
  });
}
