import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { apiAuth, ARTICLES, articlePayload, createArticle, expect, signInThroughForm } from './portal';
import { invitationToken, totp } from './accounts';
import { ownAddress, SIGN_IN } from './support';

/**
 * Issue 22 point 5: a session that ends under the editor costs nothing. Saving opens a sign-in dialog over
 * the page; once signed in, the save goes through with what was typed. And sign-in after being sent
 * away returns to the page asked for.
 */

/** The admin_sessions id the page's stored token names (the JWT's `sid`). */
async function pageSessionId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('no stored token');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return claims.sid;
}

test.describe('a session that ends under the editor', () => {
  test('saving opens a sign-in dialog in place, and once signed in the typed text is saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `session-ends-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug));
    await signInThroughForm(page);
    const editorPath = `${ARTICLES}/${article.id}/edit`;
    await page.goto(editorPath);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(`E2E ${slug}`);

    await title.fill('Written while the session ended');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Two hours of careful work.');

    // The session ends elsewhere ("End session" from another browser of the same admin).
    const sid = await pageSessionId(page);
    const ended = await request.delete(`/api/admin/sessions/${sid}`, { headers });
    expect(ended.status()).toBe(200);

    const firstTry = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    expect((await firstTry).status()).toBe(401);

    // The dialog, over the editor: the page has not moved and the text is still there.
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(editorPath);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(E2E_ADMIN.email);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    const retried = page.waitForResponse((r) => r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await retried).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(editorPath);
    await expect(title).toHaveValue('Written while the session ended');

    const stored = (await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers })).json())
      .article;
    expect(stored.title).toBe('Written while the session ended');
    expect(stored.content).toContain('Two hours of careful work.');

    // The new session carries on: a second save needs no dialog.
    await title.fill('And saved again');
    const second = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    expect((await second).status()).toBe(200);
    await expect(dialog).toBeHidden();

    expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
  });

  test('a wrong password keeps the dialog open with the error; "Go to sign-in page" leaves and comes back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = await apiAuth(request);
    const slug = `session-leave-${Date.now()}`;
    const article = await createArticle(request, headers, articlePayload(slug));
    await signInThroughForm(page);
    const editorPath = `${ARTICLES}/${article.id}/edit`;
    await page.goto(editorPath);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(`E2E ${slug}`);
    await title.fill('Kept in this browser');
    expect(
      (await request.delete(`/api/admin/sessions/${await pageSessionId(page)}`, { headers })).status(),
    ).toBe(200);
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(dialog).toBeVisible();

    page.on('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: 'Go to sign-in page' }).click();
    await expect(page).toHaveURL(SIGN_IN);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back on the editor, whose unsaved text this browser kept.
    await expect(page).toHaveURL(editorPath);
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect(title).toHaveValue('Kept in this browser');

    expect((await request.delete(`/api/admin/blog/articles/${article.id}`, { headers })).status()).toBe(200);
  });
});

test.describe('a session that ends under the editor, on an account with two-factor sign-in', () => {
  test('the dialog asks for the authentication code after the password, then saves', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAuth(request);
    const email = `twofa-${Date.now()}@firm.example`;
    const password = 'Tw0FactorPass';
    // `request` holds the admin's session cookie from apiAuth: its sign-in and invitation calls say where
    // they come from, as a browser would (a cookie-carrying write without an Origin is refused).
    const from = () => ({ 'x-forwarded-for': ownAddress(), origin: baseURL ?? '' });
    // An editor account with an authenticator app, made through the API (the screens are team.spec's).
    const invited = await request.post('/api/admin/users', {
      headers: admin,
      data: { email, name: 'Tess Twofa', role: 'editor' },
    });
    expect(invited.status()).toBe(201);
    const accepted = await request.post('/api/websiteadmin/accept-invite', {
      headers: from(),
      data: { token: await invitationToken(email), name: 'Tess Twofa', password },
    });
    expect(accepted.status()).toBe(200);
    const login = await request.post('/api/websiteadmin/login', {
      headers: from(),
      data: { email, password },
    });
    const own = { authorization: `Bearer ${(await login.json()).token}` };
    const { secret } = await (await request.post('/api/admin/account/2fa/setup', { headers: own })).json();
    const enabled = await request.post('/api/admin/account/2fa/enable', {
      headers: own,
      data: { code: totp(secret, -1) },
    });
    expect(enabled.status()).toBe(200);
    const article = await createArticle(request, admin, articlePayload(`twofa-${Date.now()}`));

    // Signed in with password and code, at work in the editor.
    await page.setExtraHTTPHeaders(from());
    await page.goto(SIGN_IN);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(totp(secret, 0));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/admin-secret-portal/dashboard');
    await page.goto(`${ARTICLES}/${article.id}/edit`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(/^E2E twofa-/);
    await title.fill('Saved after the code step');
    const ended = await request.delete(`/api/admin/sessions/${await pageSessionId(page)}`, { headers: own });
    expect(ended.status()).toBe(200);

    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByLabel('Authentication code').fill(totp(secret, 1));
    const retried = page.waitForResponse((r) => r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    expect((await retried).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const stored = (
      await (await request.get(`/api/admin/blog/articles/${article.id}`, { headers: admin })).json()
    ).article;
    expect(stored.title).toBe('Saved after the code step');
    expect(
      (await request.delete(`/api/admin/blog/articles/${article.id}`, { headers: admin })).status(),
    ).toBe(200);
  });
});

test.describe('signing in after being sent away', () => {
  test('returns to the page asked for, with its query; a foreign address is ignored', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    const asked = `${ARTICLES}?status=draft`;
    await page.goto(asked);
    await expect(page).toHaveURL(`${SIGN_IN}?next=${encodeURIComponent(asked)}`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(asked);
    await expect(page.getByRole('heading', { level: 1, name: /^Articles/ })).toBeVisible();

    // Signed out again, a crafted link to another site lands on the dashboard.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto(`${SIGN_IN}?next=${encodeURIComponent('//evil.example/admin-secret-portal/dashboard')}`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/admin-secret-portal/dashboard');
  });
});
