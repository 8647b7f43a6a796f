import { expect, test } from '@playwright/test';
import path from 'node:path';
import { readFile, readdir, stat } from 'node:fs/promises';
import { E2E_DATA_DIR, E2E_RECOVERY_ADMIN } from '../../../playwright.config';
import { resetLinkFrom } from '../../integration/admin/support/eml';
import { seriousA11yViolations } from './support';

const SIGN_IN = '/admin-secret-portal';

/** The newest reset email for `to` in the e2e server's outbox, waiting for it to be written. */
async function latestResetLink(to: string, after: number): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[]))
          .filter((n) => n.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const file = path.join(dir, name);
          const raw = await readFile(file, 'utf8');
          const { mtimeMs } = await stat(file);
          if (mtimeMs >= after && new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}$`, 'm').test(raw)) {
            link = resetLinkFrom(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}

test.describe('password recovery', () => {
  test('forgot → email in the outbox → reset → sign in with the new password', async ({ page, browser }) => {
    // Three bcrypt-cost sign-ins, a reset and an axe run: over the default 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    const newPassword = `Recovered${Date.now() % 100000}Ok`;
    // A session opened elsewhere before the reset: the reset must end it.
    const elsewhere = await browser.newContext();
    const before = await elsewhere.request.post('/api/websiteadmin/login', {
      data: { email: E2E_RECOVERY_ADMIN.email, password: E2E_RECOVERY_ADMIN.password },
    });
    expect(before.status()).toBe(200);
    expect((await elsewhere.request.get(`${SIGN_IN}/dashboard`, { maxRedirects: 0 })).status()).toBe(200);

    await page.goto(SIGN_IN);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${SIGN_IN}/forgot-password`);

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter your email address');

    const requestedAt = Date.now() - 1000;
    await page.getByLabel('Email').fill(E2E_RECOVERY_ADMIN.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'a password reset link has been sent',
    );
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Another Reset Link' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');

    const link = new URL(await latestResetLink(E2E_RECOVERY_ADMIN.email, requestedAt));
    await page.goto(link.pathname);
    await expect(page.getByText(`Resetting password for ${E2E_RECOVERY_ADMIN.email}`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const fresh = page.getByLabel('New password');
    await fresh.fill('short');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    await expect(checklist.getByText('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await expect(checklist.getByText('One lowercase letter')).toHaveAttribute('data-met', 'true');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Password must be at least 8 characters long',
    );

    await fresh.fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully! Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(SIGN_IN, { timeout: 10_000 });

    await page.getByLabel('Email').fill(E2E_RECOVERY_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${SIGN_IN}/dashboard`);
    await expect(page.getByText('Welcome, Recovery Admin')).toBeVisible();

    // The older session's token is still correctly signed, so only the full check can refuse it.
    const revoked = await elsewhere.request.get(`${SIGN_IN}/dashboard`, { maxRedirects: 0 });
    expect(revoked.status()).toBe(307);
    expect(new URL(revoked.headers()['location'] ?? '', 'http://x').pathname).toBe(SIGN_IN);
    expect((await elsewhere.request.get('/api/admin/verify')).status()).toBe(401);
    await elsewhere.close();

    // The link is single use.
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  });

  test('an invalid link says so and offers a new one', async ({ page }) => {
    await page.goto(`${SIGN_IN}/reset-password/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid or expired reset token');
    await page.getByRole('button', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(`${SIGN_IN}/forgot-password`);
  });

  test("the page without a token says 'Invalid reset link' without asking the API", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/websiteadmin/')) asked.push(r.url());
    });
    const res = await page.goto(`${SIGN_IN}/reset-password`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid reset link');
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(`${SIGN_IN}/forgot-password`);
    expect(asked).toEqual([]);
  });
});
