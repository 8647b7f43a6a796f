import { type Browser, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { emailChangeTokenFrom } from '../../integration/admin/support/eml';
import { invitationToken, mailedTo, mailedToken, totp } from './accounts';
import { expect, signInThroughForm } from './portal';
import { ownAddress, seriousA11yViolations, toasts } from './support';

const USERS = '/admin-secret-portal/dashboard/users';
const ACCOUNT = '/admin-secret-portal/dashboard/account';

async function signInAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  await page.goto('/admin-secret-portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

test.describe('a team, not one password', () => {
  test.setTimeout(180_000);

  test('invite → accept from the outbox → editor writes an article, is refused the leads inbox → changes the email through the mailed link → turns on 2FA → signs in with a TOTP, and once with a recovery code', async ({
    page,
    browser,
  }) => {
    const email = `writer-${Date.now()}@firm.example`;
    const newEmail = `wendy-${Date.now()}@agency.example`;
    const password = 'Wr1terPassword';

    // The admin invites a writer from Manage Users.
    await signInThroughForm(page);
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL(USERS);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Wendy Writer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('invited');

    // The writer opens the mailed link and chooses a password.
    const token = await invitationToken(email);
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(`/admin-secret-portal/accept-invite/${token}`);
    await invitee.getByLabel('Your name').fill('Wendy Writer');
    // By id: the label's required mark makes its text 'Password *'.
    await invitee.locator('#invite-password').fill(password);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee.getByText('Invitation accepted. You can now sign in.')).toBeVisible();
    await page.reload();
    await expect(row).toContainText('active');

    // Signed in as an editor: articles yes, leads no.
    const editor = await signInAs(browser, email, password);
    await expect(editor).toHaveURL('/admin-secret-portal/dashboard');
    await expect(editor.getByRole('link', { name: 'Write New Article' })).toBeVisible();
    await expect(editor.getByRole('link', { name: /leads inbox/i })).toHaveCount(0);
    await expect(editor.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    const bearer = {
      authorization: `Bearer ${await editor.evaluate(() => localStorage.getItem('adminToken'))}`,
    };
    const slug = `team-e2e-${Date.now()}`;
    const created = await editor.request.post('/api/admin/blog/articles', {
      headers: bearer,
      data: {
        title: 'Written by the editor',
        slug,
        summary: 'An editor wrote this.',
        content: '<p>Body by the editor.</p>',
        status: 'published',
        market: 'global',
        language: 'en',
        isTranslation: false,
      },
    });
    // The body in the failure says why, should the save be refused.
    expect([created.status(), await created.text()]).toEqual([201, expect.stringContaining('"id"')]);
    const published = await editor.request.get(`/api/blog/articles/market/global/${slug}`);
    expect((await published.json()).website_admins).toEqual({ name: 'Wendy Writer' });
    expect(
      (await editor.request.get('/api/admin/submissions?type=contact', { headers: bearer })).status(),
    ).toBe(403);
    // The screen says so where it was asked for (issue 33), instead of a silent redirect.
    expect((await editor.goto('/admin-secret-portal/dashboard/leads'))?.status()).toBe(403);
    await expect(editor.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await editor.goto('/admin-secret-portal/dashboard');

    // The editor moves the account to a new address: asked for with the password, done by the mailed link.
    await editor.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(editor).toHaveURL(ACCOUNT);
    const emailForm = editor.getByRole('form', { name: 'Change email' });
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password', { exact: true }).fill('Not-the-passw0rd');
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(toasts(editor)).toContainText('Current password is incorrect');
    // A wrong password is the form's error, not an expired session: the editor stays on the page.
    await expect(editor).toHaveURL(ACCOUNT);
    await emailForm.getByLabel('Current password', { exact: true }).fill(password);
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(emailForm.getByRole('status')).toContainText(`open the link sent to ${newEmail}`);
    await expect(editor.getByRole('region', { name: 'Profile' })).toContainText(email);
    const changeToken = await mailedToken(newEmail, 'confirm-email', emailChangeTokenFrom);
    await expect.poll(() => mailedTo(email, `change its sign-in address to ${newEmail}`)).toBe(true);
    await editor.goto(`/admin-secret-portal/confirm-email/${changeToken}`);
    await editor.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(editor.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await editor.getByRole('link', { name: 'Go to your account' }).click();
    await expect(editor).toHaveURL(ACCOUNT);
    await expect(editor.getByRole('region', { name: 'Profile' })).toContainText(newEmail);
    await expect(emailForm.getByRole('status')).toHaveCount(0);
    await editor.goto('/admin-secret-portal/dashboard');
    await expect(editor.getByRole('list', { name: 'Recent activity' })).toContainText(
      `Email changed: ${newEmail} — Wendy Writer`,
    );
    await editor.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(editor).toHaveURL(ACCOUNT);

    // The editor turns on 2FA from the Account page.
    await editor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      editor.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg'),
    ).toBeVisible();
    const secret = (await editor.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await editor.getByLabel('6-digit code').fill(totp(secret, -1));
    await editor.getByRole('button', { name: 'Turn on' }).click();
    await expect(editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await editor
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    await editor.getByRole('button', { name: 'I have saved them' }).click();
    await expect(editor.getByText('recovery codes left')).toBeVisible();

    // The old address no longer signs in; a new sign-in with the new one asks for the code after the password.
    const old = await signInAs(browser, email, password);
    await expect(old.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials');
    const again = await signInAs(browser, newEmail, password);
    await again.getByLabel('Authentication code').fill('000000');
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again.getByRole('form', { name: 'Two-factor code' }).getByRole('alert')).toContainText(
      'Invalid code',
    );
    await again.getByLabel('Authentication code').fill(totp(secret, 1));
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again).toHaveURL('/admin-secret-portal/dashboard');

    // A recovery code stands in for the app once; the second time it is refused.
    const recovery = recoveryCodes[0] ?? '';
    expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const withRecovery = await signInAs(browser, newEmail, password);
    await withRecovery.getByLabel('Authentication code').fill(recovery);
    await withRecovery.getByRole('button', { name: 'Verify' }).click();
    await expect(withRecovery).toHaveURL('/admin-secret-portal/dashboard');
    // Recent Activity shows what the editor did, under the editor's name.
    const activity = withRecovery.getByRole('list', { name: 'Recent activity' });
    await expect(activity).toContainText('Signed in with a recovery code — Wendy Writer');
    const reused = await signInAs(browser, newEmail, password);
    await reused.getByLabel('Authentication code').fill(recovery);
    await reused.getByRole('button', { name: 'Verify' }).click();
    await expect(reused.getByRole('form', { name: 'Two-factor code' }).getByRole('alert')).toContainText(
      'Invalid code',
    );
    await withRecovery.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(withRecovery.getByText('9 recovery codes left')).toBeVisible();
  });

  for (const width of [1440, 1024, 390]) {
    test(`the Users, Account and confirm-email screens are axe clean at ${width} px, with no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInThroughForm(page);
      await page.goto(USERS);
      await expect(page.getByRole('region', { name: 'Team' }).getByRole('table')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto(ACCOUNT);
      await expect(page.getByRole('list', { name: 'Sessions' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Change email' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The link's landing page; a dead token only shows its error after the button is pressed.
      await page.goto(`/admin-secret-portal/confirm-email/${'x'.repeat(43)}`);
      await page.getByRole('button', { name: 'Confirm new email' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'This confirmation link is invalid or has expired',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
